import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { MessageEditor } from './MessageEditor';

describe('MessageEditor', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <MessageEditor defaultValue="e para o Marcos?" onSubmit={() => {}} onCancel={() => {}} />,
    );
  });

  it('sends the edited text, trimmed; an unchanged text cannot be sent', async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(
      <MessageEditor defaultValue="e para o Marcos?" onSubmit={onSubmit} onCancel={() => {}} />,
    );
    const send = screen.getByRole('button', { name: 'Enviar edição' });
    await expect.element(send).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Texto da mensagem editada' });
    await input.fill('  e para a Joana?  ');
    await send.click();
    expect(onSubmit).toHaveBeenCalledWith('e para a Joana?');
  });

  it('Escape cancels without sending', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const screen = await renderInTheme(
      <MessageEditor defaultValue="e para o Marcos?" onSubmit={onSubmit} onCancel={onCancel} />,
    );
    await screen.getByRole('textbox', { name: 'Texto da mensagem editada' }).click();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
