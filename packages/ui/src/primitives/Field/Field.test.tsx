import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Field } from './Field';

describe('Field', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <Field
        label="Código"
        description="6 dígitos"
        error="Código de verificação inválido ou expirado"
        required
      >
        {(control) => <input {...control} />}
      </Field>,
    );
  });

  it('links the label, description and error to the control', async () => {
    const screen = await renderInTheme(
      <Field label="Código" description="6 dígitos" error="Código inválido">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Código');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('6 dígitos Código inválido');
  });
});
