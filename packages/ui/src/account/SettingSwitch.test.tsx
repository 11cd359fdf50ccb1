import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { SettingSwitch } from './SettingSwitch';

describe('SettingSwitch', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <SettingSwitch
          label="Alertas de uso"
          description="Aviso perto do limite."
          checked
          onCheckedChange={() => {}}
        />
        <SettingSwitch label="E-mails de novidades" checked={false} onCheckedChange={() => {}} pending />
      </div>,
    );
  });

  it('is a labelled switch that toggles by click, label and keyboard', async () => {
    const onCheckedChange = vi.fn();
    const screen = await renderInTheme(
      <SettingSwitch
        label="Alertas de uso"
        description="Aviso perto do limite."
        checked={false}
        onCheckedChange={onCheckedChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Alertas de uso' });
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    await expect.element(toggle).toHaveAccessibleDescription('Aviso perto do limite.');
    await toggle.click();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await screen.getByText('Alertas de uso').click();
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
    (toggle.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledTimes(3);
  });

  it('ignores clicks while saving', async () => {
    const onCheckedChange = vi.fn();
    const screen = await renderInTheme(
      <SettingSwitch label="Modo escuro" checked onCheckedChange={onCheckedChange} pending />,
    );
    await screen.getByRole('switch').click();
    expect(onCheckedChange).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('switch')).toHaveAttribute('aria-busy', 'true');
  });
});
