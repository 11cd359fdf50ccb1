import { describe, expect, it, vi } from 'vitest';
import { PLANS } from '../shell/fixtures';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { PlanCard } from './PlanCard';

const [freemium, professional, enterprise] = PLANS;

describe('PlanCard', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <PlanCard plan={professional!} action="current" onSelect={() => {}} />,
    );
    await expectAccessibleInBothThemes(
      <PlanCard plan={freemium!} action="downgrade" processing onSelect={() => {}} />,
    );
  });

  it("shows the badge, the price with '/mês' and the tokens abbreviated", async () => {
    const screen = await renderInTheme(
      <PlanCard plan={professional!} action="upgrade" onSelect={() => {}} />,
    );
    await expect.element(screen.getByText('Popular')).toBeVisible();
    await expect.element(screen.getByText(/^R\$\s39,90$/)).toBeVisible();
    await expect.element(screen.getByText('/mês')).toBeVisible();
    await expect.element(screen.getByText('2M tokens por mês')).toBeVisible();
    await expect.element(screen.getByText('300 conversas por mês')).toBeVisible();
  });

  it("says 'Gratuito' for the free plan, and 'Conversas ilimitadas' on enterprise", async () => {
    const free = await renderInTheme(<PlanCard plan={freemium!} action="downgrade" onSelect={() => {}} />);
    expect(free.getByText('Gratuito').elements()).toHaveLength(2);
    await expect.element(free.getByText('100K tokens por mês')).toBeVisible();
    await free.unmount();
    const top = await renderInTheme(<PlanCard plan={enterprise!} action="upgrade" onSelect={() => {}} />);
    await expect.element(top.getByText('Conversas ilimitadas')).toBeVisible();
    await expect.element(top.getByText('20M tokens por mês')).toBeVisible();
  });

  it.each([
    ['current', 'Plano Atual', true],
    ['downgrade', 'Fazer Downgrade', false],
    ['upgrade', 'Fazer Upgrade', false],
    ['start', 'Começar Gratuitamente', false],
  ] as const)('%s reads %s', async (action, label, disabled) => {
    const onSelect = vi.fn();
    const screen = await renderInTheme(<PlanCard plan={freemium!} action={action} onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: label });
    if (disabled) {
      await expect.element(button).toBeDisabled();
    } else {
      await button.click();
      expect(onSelect).toHaveBeenCalledOnce();
    }
  });

  it("marks the current plan 'PLANO ATUAL'", async () => {
    const screen = await renderInTheme(
      <PlanCard plan={professional!} action="current" onSelect={() => {}} />,
    );
    await expect.element(screen.getByText('PLANO ATUAL')).toBeVisible();
  });

  it("says 'Processando...' while its change runs", async () => {
    const screen = await renderInTheme(
      <PlanCard plan={professional!} action="upgrade" processing onSelect={() => {}} />,
    );
    await expect.element(screen.getByRole('button', { name: 'Processando...' })).toBeDisabled();
  });
});
