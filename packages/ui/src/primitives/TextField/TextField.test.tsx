import { Mail } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { TextField } from './TextField';

function ControlledCity() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="Cidade" value={value} onValueChange={(next) => setValue(next.toUpperCase())} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <TextField
          label="E-mail"
          type="email"
          placeholder="voce@empresa.com.br"
          leading={<Mail size={16} />}
        />
        <TextField label="E-mail" defaultValue="ana" error="Por favor, insira um email válido" />
        <TextField label="Empresa" description="Aparece nos seus relatórios" required />
        <TextField label="Cidade" disabled defaultValue="Recife" />
      </div>,
    );
  });

  it('works uncontrolled and reports every change', async () => {
    const onValueChange = vi.fn();
    const screen = await renderInTheme(
      <TextField label="Nome" defaultValue="Ana" onValueChange={onValueChange} />,
    );
    const input = screen.getByLabelText('Nome');
    await input.fill('Ana Souza');
    await expect.element(input).toHaveValue('Ana Souza');
    expect(onValueChange).toHaveBeenLastCalledWith('Ana Souza');
  });

  it('works controlled', async () => {
    const screen = await renderInTheme(<ControlledCity />);
    await screen.getByLabelText('Cidade').fill('recife');
    await expect.element(screen.getByLabelText('Cidade')).toHaveValue('RECIFE');
  });

  it('marks an error for assistive technology', async () => {
    const screen = await renderInTheme(
      <TextField label="E-mail" error="Por favor, insira um email válido" />,
    );
    const input = screen.getByLabelText('E-mail');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Por favor, insira um email válido');
  });
});
