import { describe, expect, it } from 'vitest';

/** The groups that are open: their triggers say so. */
const openGroups = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-accordion-trigger][aria-expanded="true"]')].map(
    (trigger) => trigger.textContent,
  );

import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { FaqSection } from './FaqSection';

describe('FaqSection', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<FaqSection />);
  });

  it('has eight groups under id="faq", the first open', async () => {
    const screen = await renderInTheme(<FaqSection />);
    expect(screen.container.querySelector('section#faq')).not.toBeNull();
    const triggers = screen.container.querySelectorAll('[data-accordion-trigger]');
    expect([...triggers].map((trigger) => trigger.textContent)).toEqual([
      'Como funciona o uso e a gestão da minha conta?',
      'Quantos usuários podem usar a mesma conta?',
      'Preciso saber escrever prompts? Como funcionam as respostas?',
      'Minhas interações ficam salvas?',
      'Como funcionam os agentes personalizados do Enterprise?',
      'Como funcionam a assinatura e o cancelamento?',
      'Como entro em contato com o suporte?',
      'Meus dados estão seguros?',
    ]);
    expect(openGroups(screen.container)).toEqual(['Como funciona o uso e a gestão da minha conta?']);
  });

  it('keeps one group open at a time', async () => {
    const screen = await renderInTheme(<FaqSection />);
    await screen.getByRole('button', { name: 'Quantos usuários podem usar a mesma conta?' }).click();
    expect(openGroups(screen.container)).toEqual(['Quantos usuários podem usar a mesma conta?']);
    await expect
      .element(screen.getByRole('region', { name: 'Quantos usuários podem usar a mesma conta?' }))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Como funcionam a assinatura e o cancelamento?' }).click();
    expect(openGroups(screen.container)).toEqual(['Como funcionam a assinatura e o cancelamento?']);
    await expect
      .element(screen.getByRole('button', { name: 'Quantos usuários podem usar a mesma conta?' }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('answers in line with the product: refund, period end, seats and custom agents', async () => {
    const screen = await renderInTheme(<FaqSection defaultOpen="assinatura" />);
    const answer = (question: string) =>
      screen.getByRole('region', { name: question }).element().textContent ?? '';
    const subscription = answer('Como funcionam a assinatura e o cancelamento?');
    expect(subscription).toContain('7 dias');
    expect(subscription).toContain('o acesso continua até o fim do período pago');
    await screen.getByRole('button', { name: 'Quantos usuários podem usar a mesma conta?' }).click();
    expect(answer('Quantos usuários podem usar a mesma conta?')).toContain('até 10 usuários');
    await screen
      .getByRole('button', { name: 'Como funcionam os agentes personalizados do Enterprise?' })
      .click();
    expect(answer('Como funcionam os agentes personalizados do Enterprise?')).toContain('30% de desconto');
  });
});
