import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { HISTORY } from '../shell/fixtures';
import { buttonNamed, clickWhenPresent, expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { historyPoints } from './historyPoints';
import { UsageHistoryChart } from './UsageHistoryChart';

const month = (tokens: number) => ({
  month_name: 'Março 2026',
  month: '2026-03',
  tokens_consumed: tokens,
  conversations_created: 4,
});

beforeEach(async () => {
  // A desktop window: the primitive Table's scrolling frame is not focusable yet (reported).
  await page.viewport(1280, 900);
});

describe('UsageHistoryChart', () => {
  it('has no axe violations in either theme, with the table open too', async () => {
    await expectAccessibleInBothThemes(<UsageHistoryChart history={HISTORY} />, {
      act: async (container) => {
        await clickWhenPresent(() => buttonNamed('Ver tabela', container), 'Ver tabela');
        await expect.poll(() => container.querySelector('table')).not.toBeNull();
      },
    });
  });

  it('divides monthly figures above 100000 by 100 and rounds them (spec 1 §7)', () => {
    expect(historyPoints([month(100_000), month(100_001), month(1_523_950), month(99_999)])).toMatchObject([
      { shownTokens: 100_000, tokens: 100_000, scaled: false },
      { shownTokens: 1000, tokens: 100_001, scaled: true },
      { shownTokens: 15_240, tokens: 1_523_950, scaled: true },
      { shownTokens: 99_999, tokens: 99_999, scaled: false },
    ]);
  });

  it('labels the months short', () => {
    expect(historyPoints([month(1)])[0]?.label).toBe('Mar/26');
  });

  it('says when bars are scaled and gives the real figures in the table', async () => {
    const screen = await renderInTheme(<UsageHistoryChart history={[month(1_240_000), month(50_000)]} />);
    await expect
      .element(screen.getByText('Meses acima de 100.000 tokens (exibidos ÷ 100)'))
      .toBeInTheDocument();
    await screen.getByRole('button', { name: 'Ver tabela' }).click();
    const table = screen.getByRole('table', { name: 'Uso por mês nos últimos 12 meses' });
    await expect.element(table).toBeVisible();
    await expect.element(table.getByRole('cell', { name: '1.240.000' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: '12.400' })).toBeVisible();
  });

  it('has no scaling note when no month passes 100000', async () => {
    const screen = await renderInTheme(<UsageHistoryChart history={[month(90_000)]} />);
    expect(screen.container.textContent).not.toContain('÷ 100');
  });
});
