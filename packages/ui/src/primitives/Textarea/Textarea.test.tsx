import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { flushReact } from '../../testing/flush';
import { Textarea } from './Textarea';

const height = (element: Element) => (element as HTMLElement).getBoundingClientRect().height;

function ControlledMessage() {
  const [value, setValue] = useState('');
  return (
    <>
      <Textarea aria-label="Mensagem" variant="bare" value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue('a\nb\nc')}>
        Preencher
      </button>
    </>
  );
}

describe('Textarea', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <Textarea label="Mensagem" placeholder="Descreva o problema" />
        {/* The chat's input bar frames the bare textarea with padding. */}
        <div style={{ padding: 12 }}>
          <Textarea aria-label="Mensagem para o Commander" variant="bare" placeholder="Inicie uma conversa" />
        </div>
        <Textarea label="Resposta" error="Campo obrigatório" />
      </div>,
    );
  });

  it('grows from 18 px to 72 px with the text, then scrolls (bare chat input)', async () => {
    const screen = await renderInTheme(<Textarea aria-label="Mensagem" variant="bare" />);
    const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
    expect(height(textarea.element())).toBe(18);
    await textarea.fill('linha 1\nlinha 2');
    expect(height(textarea.element())).toBe(36);
    await textarea.fill('1\n2\n3\n4\n5\n6\n7');
    expect(height(textarea.element())).toBe(72);
    await expect.element(textarea).toHaveAttribute('data-overflowing');
    await textarea.fill('');
    expect(height(textarea.element())).toBe(18);
    await expect.element(textarea).not.toHaveAttribute('data-overflowing');
  });

  it('follows a controlled value set from outside', async () => {
    const screen = await renderInTheme(<ControlledMessage />);
    await screen.getByRole('button', { name: 'Preencher' }).click();
    await flushReact();
    expect(height(screen.getByRole('textbox').element())).toBe(54);
  });

  it('keeps its padding and border outside the 18–72 px range (field variant)', async () => {
    const screen = await renderInTheme(<Textarea label="Mensagem" />);
    const element = screen.getByLabelText('Mensagem').element() as HTMLElement;
    const style = getComputedStyle(element);
    const chrome =
      Number.parseFloat(style.paddingTop) +
      Number.parseFloat(style.paddingBottom) +
      Number.parseFloat(style.borderTopWidth) +
      Number.parseFloat(style.borderBottomWidth);
    expect(height(element)).toBeGreaterThanOrEqual(18 + chrome);
    expect(height(element)).toBeLessThanOrEqual(72 + chrome);
  });
});
