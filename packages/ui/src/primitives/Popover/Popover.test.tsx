import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Button } from '../Button/Button';
import {
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverRoot,
  PopoverTitle,
  PopoverTrigger,
} from './Popover';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <PopoverRoot onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="secondary">Saiba mais</Button>
      </PopoverTrigger>
      <PopoverContent>
        <PopoverTitle>Professional</PopoverTitle>
        <PopoverDescription>Reembolso em até 7 dias. Renovação a cada 30 dias.</PopoverDescription>
        <PopoverClose asChild>
          <Button size="sm">Entendi</Button>
        </PopoverClose>
      </PopoverContent>
    </PopoverRoot>
  );
}

describe('Popover', () => {
  it('has no axe violations in either theme, open', async () => {
    await expectAccessibleInBothThemes(<Example />, {
      act: async (container) => {
        (container.querySelector('button') as HTMLButtonElement).click();
      },
    });
  });

  it('opens on click as a named dialog and moves focus inside', async () => {
    const onOpenChange = vi.fn();
    const screen = await renderInTheme(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Saiba mais' });
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    const dialog = screen.getByRole('dialog', { name: 'Professional' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('Reembolso em até 7 dias. Renovação a cada 30 dias.');
    await expect.element(trigger).toHaveAttribute('data-state', 'open');
    await expect.element(screen.getByRole('button', { name: 'Entendi' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('closes on Escape, on the close button and on an outside click', async () => {
    const screen = await renderInTheme(
      <div style={{ display: 'flex', justifyContent: 'space-between', height: 400 }}>
        <Example />
        <p style={{ alignSelf: 'flex-end' }}>fora</p>
      </div>,
    );
    const trigger = screen.getByRole('button', { name: 'Saiba mais' });
    await trigger.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();

    await trigger.click();
    await screen.getByRole('button', { name: 'Entendi' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();

    await trigger.click();
    await screen.getByText('fora').click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });
});
