import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { usageFixture } from './fixtures';
import { UsageMeters } from './UsageMeters';
import { conversationBar, tokenBar } from './usageLevels';

describe('UsageMeters', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<UsageMeters usage={usageFixture({ tokenPercent: 85 })} />);
  });

  it.each([
    [79.9, 'normal'],
    [80, 'warning'],
    [99.9, 'warning'],
    [100, 'danger'],
  ] as const)('tokens at %s%% are %s', (tokenPercent, level) => {
    expect(tokenBar(usageFixture({ tokenPercent })).level).toBe(level);
  });

  it.each([
    [209, 'normal'],
    [210, 'warning'],
    [269, 'warning'],
    [270, 'danger'],
  ] as const)('%i of 300 conversations are %s', (conversations, level) => {
    expect(conversationBar(usageFixture({ conversations })).level).toBe(level);
  });

  it('is unlimited (green) on enterprise', () => {
    const usage = usageFixture({ plan: 'enterprise', tokenPercent: 140 });
    expect(tokenBar(usage)).toMatchObject({ level: 'unlimited', unlimited: true });
    expect(conversationBar(usage)).toMatchObject({ level: 'unlimited', unlimited: true });
  });

  it('reads the figures abbreviated', async () => {
    const screen = await renderInTheme(
      <UsageMeters usage={usageFixture({ tokenPercent: 62, conversations: 87 })} />,
    );
    await expect
      .element(screen.getByRole('progressbar', { name: 'Tokens' }))
      .toHaveAttribute('aria-valuetext', '1,2M de 2M (62%)');
    await expect
      .element(screen.getByRole('progressbar', { name: 'Conversas' }))
      .toHaveAttribute('aria-valuetext', '87 de 300');
  });
});
