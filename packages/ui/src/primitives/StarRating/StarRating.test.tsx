import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { StarRating } from './StarRating';

describe('StarRating', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <StarRating label="Avalie a resposta" />
        <StarRating label="Avalie a resposta" defaultValue={4} />
        <StarRating readOnly value={3} />
        <StarRating label="Desativado" disabled defaultValue={2} />
      </div>,
    );
  });

  it('chooses a number of stars by click', async () => {
    const onValueChange = vi.fn();
    const screen = await renderInTheme(<StarRating label="Avalie" onValueChange={onValueChange} />);
    await screen.getByText('4 estrelas').click({ force: true });
    await expect.element(screen.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith(4);
  });

  it('moves the choice with arrow keys', async () => {
    const screen = await renderInTheme(<StarRating label="Avalie" defaultValue={2} />);
    (screen.getByRole('radio', { name: '2 estrelas' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: '3 estrelas' })).toBeChecked();
  });

  it('read-only shows "N de 5 estrelas" and offers no radios', async () => {
    const screen = await renderInTheme(<StarRating readOnly value={3} />);
    await expect.element(screen.getByRole('img', { name: '3 de 5 estrelas' })).toBeInTheDocument();
    expect(screen.container.querySelector('input')).toBeNull();
  });
});
