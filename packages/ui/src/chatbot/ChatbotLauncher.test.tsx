import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { ChatbotLauncher } from './ChatbotLauncher';
import { ChatbotWidgetProvider, useChatbotWidget } from './ChatbotWidgetProvider';
import { chatbotHandlers } from './chatbotHandlers';

function ToolbarButton() {
  const chatbot = useChatbotWidget();
  return (
    <button type="button" onClick={chatbot.open} data-available={chatbot.available}>
      Chatbot pela barra
    </button>
  );
}

describe('ChatbotLauncher', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <ChatbotWidgetProvider>
        <ChatbotLauncher />
      </ChatbotWidgetProvider>,
      { sppock: { handlers: chatbotHandlers(), user: null, path: '/' } },
    );
  });

  it('opens the widget; the session opens only then', async () => {
    const { screen, host } = await renderWithSppock(
      <ChatbotWidgetProvider>
        <ChatbotLauncher />
      </ChatbotWidgetProvider>,
      { handlers: chatbotHandlers() },
    );
    expect(host.count('GET /api/chatbot/session/info/')).toBe(0);
    await screen.getByRole('button', { name: 'Dúvidas? Fale com o assistente' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Assistente Sppock' })).toBeVisible();
    await expect.poll(() => host.count('GET /api/chatbot/session/info/')).toBe(1);
  });

  it('another component opens it with useChatbotWidget().open; outside a provider nothing happens', async () => {
    const { screen } = await renderWithSppock(
      <ChatbotWidgetProvider>
        <ToolbarButton />
        <ChatbotLauncher hideButton />
      </ChatbotWidgetProvider>,
      { handlers: chatbotHandlers() },
    );
    expect(screen.container.querySelector('[aria-label="Dúvidas? Fale com o assistente"]')).toBeNull();
    await screen.getByRole('button', { name: 'Chatbot pela barra' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Assistente Sppock' })).toBeVisible();

    const alone = await renderWithSppock(<ToolbarButton />, { handlers: chatbotHandlers() });
    await expect
      .element(alone.screen.getByRole('button', { name: 'Chatbot pela barra' }))
      .toHaveAttribute('data-available', 'false');
  });
});
