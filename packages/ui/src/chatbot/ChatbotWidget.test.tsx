import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { ChatbotWidget } from './ChatbotWidget';
import { CHATBOT_HISTORY, chatbotHandlers } from './chatbotHandlers';

const noop = () => {};

describe('ChatbotWidget', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ChatbotWidget open onOpenChange={noop} />, {
      sppock: { handlers: chatbotHandlers({ history: CHATBOT_HISTORY }), path: '/dashboard' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('R$ 399,00');
      },
    });
  });

  it('opens the session on first open, shows the history and answers with suggestions', async () => {
    const { screen, host } = await renderWithSppock(<ChatbotWidget open onOpenChange={noop} />, {
      handlers: chatbotHandlers({ history: CHATBOT_HISTORY }),
    });
    await expect
      .element(screen.getByText('O plano Enterprise custa R$ 399,00 por mês', { exact: false }))
      .toBeVisible();
    expect(host.count('GET /api/chatbot/session/info/')).toBe(1);
    await screen.getByRole('textbox', { name: 'Sua pergunta' }).fill('Quanto custa o plano Pro?');
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await expect.element(screen.getByText('custa R$ 39,90 por mês', { exact: false })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Qual é a diferença entre os planos Pro e Enterprise?' }))
      .toBeVisible();
    await expect.element(screen.getByText('Fonte: Planos e preços')).toBeVisible();
    // The answer's light Markdown: bold and bullets, not asterisks.
    await expect.element(screen.getByText('• busca na web', { exact: false })).toBeVisible();
    expect(screen.container.querySelector('strong')?.textContent).toBe('Pro');
    expect(screen.container.textContent).not.toContain('**');
  });

  it("rates an answer: 'Obrigado pelo seu feedback!'", async () => {
    const { screen, host } = await renderWithSppock(<ChatbotWidget open onOpenChange={noop} />, {
      handlers: chatbotHandlers({ history: CHATBOT_HISTORY }),
    });
    const notHelpful = screen.getByRole('button', { name: 'Esta resposta não ajudou' });
    await notHelpful.click();
    await expect.element(screen.getByText('Obrigado pelo seu feedback!')).toBeVisible();
    await expect.element(notHelpful).toHaveAttribute('aria-pressed', 'true');
    expect(host.count('POST /api/chatbot/rate/')).toBe(1);
  });

  it("a failed rating reads 'Erro ao salvar avaliação'", async () => {
    const failing = await renderWithSppock(<ChatbotWidget open onOpenChange={noop} />, {
      handlers: chatbotHandlers({ history: CHATBOT_HISTORY, rating: 'error' }),
    });
    await failing.screen.getByRole('button', { name: 'Esta resposta ajudou' }).click();
    await expect.element(failing.screen.getByText('Erro ao salvar avaliação')).toBeVisible();
  });

  it("a throttled question reads 'Muitas mensagens enviadas. Tente novamente em alguns minutos.'", async () => {
    const { screen } = await renderWithSppock(<ChatbotWidget open onOpenChange={noop} />, {
      handlers: chatbotHandlers({ reply: 'throttled' }),
    });
    await screen.getByRole('button', { name: 'Quanto custa o plano Pro?' }).click();
    await expect
      .element(screen.getByText('Muitas mensagens enviadas. Tente novamente em alguns minutos.'))
      .toBeVisible();
    await expect
      .element(screen.getByRole('textbox', { name: 'Sua pergunta' }))
      .toHaveValue('Quanto custa o plano Pro?');
  });

  it('a doubtful answer opens a prefilled support message in one click', async () => {
    const { screen } = await renderWithSppock(<ChatbotWidget open onOpenChange={noop} />, {
      handlers: chatbotHandlers(),
    });
    await screen.getByRole('textbox', { name: 'Sua pergunta' }).fill('Minha fatura veio errada');
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await screen.getByRole('button', { name: 'Abrir uma mensagem de suporte' }).click();
    const form = screen.getByRole('dialog', { name: 'Nova Mensagem' });
    await expect.element(form.getByRole('textbox', { name: 'Assunto' })).toHaveValue('Dúvida sobre fatura');
    await expect
      .element(form.getByRole('textbox', { name: 'Mensagem' }))
      .toHaveValue('Pergunta ao assistente: Minha fatura veio errada\n\nO assistente não soube responder.');
  });

  it('a visitor gets an anonymous session and an answer, and is asked to sign in for support', async () => {
    const { screen, host } = await renderWithSppock(<ChatbotWidget open onOpenChange={noop} />, {
      handlers: chatbotHandlers(),
      user: null,
      path: '/',
    });
    await screen.getByRole('button', { name: 'Quanto custa o plano Pro?' }).click();
    await expect.element(screen.getByText('custa R$ 39,90 por mês', { exact: false })).toBeVisible();
    expect(host.count('POST /api/chatbot/visitor/session/')).toBe(1);
    expect(host.count('GET /api/chatbot/session/info/')).toBe(0);
    await screen.getByRole('textbox', { name: 'Sua pergunta' }).fill('E a fatura?');
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await expect
      .element(screen.getByRole('link', { name: 'Entre para abrir uma mensagem de suporte' }))
      .toHaveAttribute('href', '/login?redirect=%2Fsupport');
  });

  it("'Nova conversa' ends the session and starts an empty one", async () => {
    const { screen, host } = await renderWithSppock(<ChatbotWidget open onOpenChange={noop} />, {
      handlers: chatbotHandlers({ history: CHATBOT_HISTORY }),
    });
    await expect
      .element(screen.getByText('O plano Enterprise custa R$ 399,00 por mês', { exact: false }))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Nova conversa' }).click();
    await expect
      .element(screen.getByText('Olá! Sou o assistente da Sppock.', { exact: false }))
      .toBeVisible();
    expect(host.count('POST /api/chatbot/session/end/')).toBe(1);
    await expect.poll(() => host.count('GET /api/chatbot/session/info/')).toBe(2);
    expect(screen.container.textContent).not.toContain('R$ 399,00');
  });

  it("a visitor's expired session is replaced and the question asked again", async () => {
    const { screen, host } = await renderWithSppock(<ChatbotWidget open onOpenChange={noop} />, {
      handlers: chatbotHandlers({ sessionEnded: true }),
      user: null,
      path: '/pricing',
    });
    await screen.getByRole('button', { name: 'Quanto custa o plano Pro?' }).click();
    await expect.element(screen.getByText('custa R$ 39,90 por mês', { exact: false })).toBeVisible();
    expect(host.count('POST /api/chatbot/visitor/session/')).toBe(2);
    expect(host.count('POST /api/chatbot/visitor/response/')).toBe(2);
  });
});
