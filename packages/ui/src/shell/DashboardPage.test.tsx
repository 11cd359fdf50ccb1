import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { DashboardPage } from './DashboardPage';

describe('DashboardPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<DashboardPage />);
  });

  it('is blank, with a heading for screen readers', async () => {
    const screen = await renderInTheme(<DashboardPage />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    await expect.element(heading).toBeInTheDocument();
    expect(heading.element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });
});
