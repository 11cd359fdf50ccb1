import { timezoneGroups } from '@sppock/sdk';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { isListedTimezone, TimezoneSelect } from './TimezoneSelect';

describe('TimezoneSelect', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<TimezoneSelect value="America/Sao_Paulo" onValueChange={() => {}} />);
  });

  it("groups the zones as the SDK's timezoneGroups", async () => {
    const screen = await renderInTheme(<TimezoneSelect value="" onValueChange={() => {}} />);
    const groups = [...screen.container.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(timezoneGroups.map((group) => group.label));
    expect(groups).toEqual([
      'Brasil',
      'América do Norte',
      'América do Sul',
      'Europa',
      'Ásia',
      'Oceania',
      'África',
      'Outros',
    ]);
  });

  it('keeps an unlisted saved zone selectable', async () => {
    expect(isListedTimezone('Asia/Kathmandu')).toBe(false);
    const onValueChange = vi.fn();
    const screen = await renderInTheme(
      <TimezoneSelect value="Asia/Kathmandu" onValueChange={onValueChange} />,
    );
    const select = screen.getByLabelText('Fuso horário');
    await expect.element(select).toHaveValue('Asia/Kathmandu');
    await select.selectOptions('Europe/Lisbon');
    expect(onValueChange).toHaveBeenCalledWith('Europe/Lisbon');
  });
});
