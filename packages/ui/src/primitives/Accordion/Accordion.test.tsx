import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { AccordionContent, AccordionItem, AccordionRoot, AccordionTrigger } from './Accordion';

function Faq({
  onValueChange,
  collapsible,
}: {
  onValueChange?: (value: string | null) => void;
  collapsible?: boolean;
}) {
  return (
    <AccordionRoot defaultValue="conta" onValueChange={onValueChange} collapsible={collapsible}>
      <AccordionItem value="conta">
        <AccordionTrigger>Como uso minha conta?</AccordionTrigger>
        <AccordionContent>Entre com seu e-mail e senha.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="usuarios">
        <AccordionTrigger>Quantos usuários posso ter?</AccordionTrigger>
        <AccordionContent>Até 10 no Enterprise.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="cancelar">
        <AccordionTrigger>Posso cancelar?</AccordionTrigger>
        <AccordionContent>A qualquer momento.</AccordionContent>
      </AccordionItem>
    </AccordionRoot>
  );
}

describe('Accordion', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<Faq />);
  });

  it('keeps one group open at a time', async () => {
    const onValueChange = vi.fn();
    const screen = await renderInTheme(<Faq onValueChange={onValueChange} />);
    const first = screen.getByRole('button', { name: 'Como uso minha conta?' });
    const second = screen.getByRole('button', { name: 'Quantos usuários posso ter?' });
    await expect.element(first).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('region', { name: 'Como uso minha conta?' })).toBeVisible();
    await second.click();
    await expect.element(second).toHaveAttribute('aria-expanded', 'true');
    await expect.element(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.container.querySelectorAll('section[aria-labelledby]')).toHaveLength(1);
    expect(onValueChange).toHaveBeenLastCalledWith('usuarios');
  });

  it('closes the open group when collapsible, and not otherwise', async () => {
    const screen = await renderInTheme(<Faq />);
    await screen.getByRole('button', { name: 'Como uso minha conta?' }).click();
    expect(screen.container.querySelectorAll('section[aria-labelledby]')).toHaveLength(0);
    await screen.unmount();
    const strict = await renderInTheme(<Faq collapsible={false} />);
    await strict.getByRole('button', { name: 'Como uso minha conta?' }).click();
    expect(strict.container.querySelectorAll('section[aria-labelledby]')).toHaveLength(1);
  });

  it('moves between headers with the arrow keys', async () => {
    const screen = await renderInTheme(<Faq />);
    (screen.getByRole('button', { name: 'Como uso minha conta?' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('button', { name: 'Quantos usuários posso ter?' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('button', { name: 'Posso cancelar?' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('button', { name: 'Como uso minha conta?' })).toHaveFocus();
  });
});
