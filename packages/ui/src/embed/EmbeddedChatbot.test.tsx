import { describe, expect, it } from 'vitest';
import { chatbotHandlers } from '../chatbot/chatbotHandlers';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { vars } from '../theme/contract.css';
import { EmbeddedChatbot } from './EmbeddedChatbot';

const noop = () => {};
const base = { onOpenChange: noop, signInHref: 'https://app.sppock.com.br/login', messages: {} };

describe('EmbeddedChatbot', () => {
  it.each(['dark', 'light'] as const)('has no axe violations in the %s theme', async (theme) => {
    const { screen } = await renderWithSppock(
      <EmbeddedChatbot {...base} open theme={theme} brandColor="#0f766e" />,
      {
        handlers: chatbotHandlers(),
        user: null,
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Assistente Sppock' });
    await expect.element(screen.getByText('Quanto custa o plano Pro?')).toBeVisible();
    await expectNoAxeViolations(dialog.element(), `tema ${theme}`);
  });

  it("answers a partner's visitor with the partner's copy, theme and brand colour", async () => {
    const { screen, host } = await renderWithSppock(
      <EmbeddedChatbot
        {...base}
        open
        theme="light"
        brandColor="#0f766e"
        messages={{ title: 'Ajuda da Loja Aurora' }}
      />,
      { handlers: chatbotHandlers(), user: null },
    );
    const dialog = screen.getByRole('dialog', { name: 'Ajuda da Loja Aurora' });
    await expect.element(dialog).toBeVisible();
    const themeRoot = dialog.element().closest('[data-theme]') as HTMLElement;
    expect(themeRoot.dataset.theme).toBe('light');
    const accent = vars.color.accent.solid.replace(/^var\((--[^),]+).*$/, '$1');
    expect(themeRoot.style.getPropertyValue(accent)).toBe('#0f766e');

    await screen.getByRole('textbox', { name: 'Sua pergunta' }).fill('Quanto custa o plano Pro?');
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await expect.element(screen.getByText('R$ 39,90', { exact: false })).toBeVisible();
    expect(host.count('POST /api/chatbot/visitor/session/')).toBe(1);
    expect(host.count('POST /api/chatbot/visitor/response/')).toBe(1);
  });
});
