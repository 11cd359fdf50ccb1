import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { CommanderDiagram } from './CommanderDiagram';

describe('CommanderDiagram', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<CommanderDiagram />);
  });

  it('is a figure named by its caption, with the four agent labels as text', async () => {
    const screen = await renderInTheme(<CommanderDiagram />);
    const figure = screen.getByRole('figure');
    await expect
      .element(figure)
      .toHaveAccessibleName(
        'Como o Commander encaminha seus pedidos. Seu pedido chega ao Commander, que o encaminha para o agente especializado certo: Brainstorm, Conteúdo, Análise ou Leads.',
      );
    const agents = screen
      .getByRole('listitem')
      .all()
      .map((item) => item.element().textContent);
    expect(agents).toEqual(['Brainstorm', 'Conteúdo', 'Análise', 'Leads']);
    await expect.element(screen.getByText('Commander', { exact: true })).toBeVisible();
  });

  it('highlights the agent the example goes to', async () => {
    const screen = await renderInTheme(<CommanderDiagram activeAgent={3} />);
    const active = screen.container.querySelectorAll('[data-active]');
    expect([...active].map((item) => item.textContent)).toEqual(['Leads']);
  });
});
