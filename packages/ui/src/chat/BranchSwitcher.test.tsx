import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { BranchSwitcher } from './BranchSwitcher';

describe('BranchSwitcher', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<BranchSwitcher index={1} count={3} onSelect={() => {}} />);
  });

  it('shows < 2/2 > and goes back to the first version', async () => {
    const onSelect = vi.fn();
    const screen = await renderInTheme(<BranchSwitcher index={1} count={2} onSelect={onSelect} />);
    await expect.element(screen.getByRole('group', { name: 'Versão 2 de 2' })).toHaveTextContent('2/2');
    await expect.element(screen.getByRole('button', { name: 'Próxima versão' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Versão anterior' }).click();
    expect(onSelect).toHaveBeenCalledWith(0);
  });

  it('shows nothing for a message with one version, and waits while busy', async () => {
    const single = await renderInTheme(<BranchSwitcher index={0} count={1} onSelect={() => {}} />);
    expect(single.container.textContent).toBe('');
    await single.unmount();
    const busy = await renderInTheme(<BranchSwitcher index={0} count={2} onSelect={() => {}} disabled />);
    await expect.element(busy.getByRole('button', { name: 'Próxima versão' })).toBeDisabled();
  });
});
