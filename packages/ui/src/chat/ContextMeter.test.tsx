import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { ContextMeter } from './ContextMeter';

describe('ContextMeter', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <ContextMeter tokens={3214} window={128_000} />
        <ContextMeter tokens={1480} window={null} />
      </div>,
    );
  });

  it("says the tokens of the model's window in pt-BR, with a bar", async () => {
    const screen = await renderInTheme(<ContextMeter tokens={3214} window={128_000} />);
    await expect.element(screen.getByText('Contexto: 3,2 mil de 128 mil tokens')).toBeVisible();
    await expect
      .element(screen.getByRole('progressbar', { name: 'Uso da janela de contexto do modelo' }))
      .toHaveAttribute('aria-valuetext', 'Contexto: 3,2 mil de 128 mil tokens');
  });

  it('says plainly when the window is unknown, without a bar', async () => {
    const screen = await renderInTheme(<ContextMeter tokens={1480} window={null} />);
    await expect
      .element(screen.getByText(/Contexto: 1,5 mil tokens/))
      .toHaveTextContent('Contexto: 1,5 mil tokens (a janela de contexto deste modelo não é conhecida)');
    expect(screen.container.querySelector('[role="progressbar"]')).toBeNull();
  });
});
