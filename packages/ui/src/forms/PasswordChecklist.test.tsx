import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { PasswordChecklist } from './PasswordChecklist';

const met = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-check]')]
    .filter((item) => item.hasAttribute('data-met'))
    .map((item) => item.getAttribute('data-check'));

describe('PasswordChecklist', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<PasswordChecklist password="padaria1" />);
  });

  it('lists the four hints of the spec', async () => {
    const screen = await renderInTheme(<PasswordChecklist password="" />);
    const items = screen.getByRole('listitem').all();
    expect(items).toHaveLength(4);
    await expect.element(screen.getByText('Pelo menos 8 caracteres')).toBeVisible();
    await expect.element(screen.getByText('Uma letra maiúscula')).toBeVisible();
    await expect.element(screen.getByText('Uma letra minúscula')).toBeVisible();
    await expect.element(screen.getByText('Um número')).toBeVisible();
  });

  it('marks each hint as the password meets it, and says so to screen readers', async () => {
    const screen = await renderInTheme(<PasswordChecklist password="padaria" />);
    expect(met(screen.container)).toEqual(['lowercase']);
    const items = screen.container.querySelectorAll('li');
    expect(items[2]?.textContent).toBe('Uma letra minúscula (atendido)');
    expect(items[0]?.textContent).toBe('Pelo menos 8 caracteres (pendente)');
    await screen.rerender(<PasswordChecklist password="Pao&Cafe2026" />);
    expect(met(screen.container)).toEqual(['length', 'uppercase', 'lowercase', 'digit']);
  });
});
