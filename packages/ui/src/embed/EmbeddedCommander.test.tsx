import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { chatHandlers, QUESTION_ID, SESSION_IDS, UNSURE_REQUEST } from '../chat/fixtures';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { vars } from '../theme/contract.css';
import { EmbeddedCommander } from './EmbeddedCommander';
import { variableName } from './EmbedThemeRoot';
import { visitStorage } from './visitStorage';

const noop = () => {};
const base = { onOpenChange: noop, onAnswer: noop, messages: {}, brandColor: null };

describe('EmbeddedCommander', () => {
  it.each(['dark', 'light'] as const)('has no axe violations in the %s theme', async (theme) => {
    const { screen } = await renderWithSppock(<EmbeddedCommander {...base} open theme={theme} />, {
      handlers: chatHandlers(),
      user: null,
    });
    const dialog = screen.getByRole('dialog', { name: 'Sppock Commander' });
    await expect.element(dialog).toBeVisible();
    await expectNoAxeViolations(dialog.element(), `tema ${theme}`);
  });

  it('sends with send_message only, streams the answer in and tells the host page', async () => {
    const requests: Record<string, unknown>[] = [];
    const onAnswer = vi.fn();
    const { screen } = await renderWithSppock(
      <EmbeddedCommander
        {...base}
        open
        theme="light"
        brandColor="#0f766e"
        onAnswer={onAnswer}
        messages={{ title: 'Consultor da Loja Aurora', placeholder: 'Pergunte à loja' }}
      />,
      { handlers: chatHandlers({ requests }), user: null },
    );
    const dialog = screen.getByRole('dialog', { name: 'Consultor da Loja Aurora' });
    const themeRoot = dialog.element().closest('[data-theme]') as HTMLElement;
    expect(themeRoot.dataset.theme).toBe('light');
    expect(themeRoot.style.getPropertyValue(variableName(vars.color.accent.solid))).toBe('#0f766e');

    const input = screen.getByPlaceholder('Pergunte à loja');
    // The text box has the focus when the dialog opens: a keyboard user types at once.
    await expect.poll(() => document.activeElement).toBe(input.element());
    await input.fill('Escreva um e-mail de boas-vindas para um cliente novo');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onAnswer.mock.calls.length).toBe(1);
    const detail = onAnswer.mock.calls[0]?.[0] as { question: string; message: string; message_id: string };
    expect(detail.question).toBe('Escreva um e-mail de boas-vindas para um cliente novo');
    expect(detail.message_id).toBe('2b7e9d41-3c5a-4f8e-a1b2-6d4c8e0f9a13');
    await expect
      .element(screen.getByRole('log').getByText(detail.message.slice(0, 20), { exact: false }))
      .toBeVisible();
    expect(requests.map((request) => request.action)).toEqual(['send_message']);
    // No rating and no cost on a partner's page: only send_message is open to it.
    expect(screen.getByRole('button', { name: /Resposta útil|Resposta não útil/ }).elements()).toHaveLength(
      0,
    );

    await input.fill('E um assunto para o e-mail?');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onAnswer.mock.calls.length).toBe(2);
    // The conversation goes on in the session the first answer opened.
    expect(requests[0]?.session_id).toBeUndefined();
    expect(requests[1]?.session_id).toBe(SESSION_IDS.created);
  });

  it("a partner visitor gets the question back's choices; a tap answers the original request", async () => {
    const requests: Record<string, unknown>[] = [];
    const { screen } = await renderWithSppock(<EmbeddedCommander {...base} open theme="light" />, {
      handlers: chatHandlers({ requests, stream: 'question' }),
      user: null,
    });
    await screen.getByRole('textbox', { name: 'Mensagem' }).fill(UNSURE_REQUEST);
    await userEvent.keyboard('{Enter}');
    const choices = screen.getByRole('group', { name: 'Escolha o que você quer' });
    await expect.element(choices).toBeVisible();
    await expectNoAxeViolations(screen.getByRole('dialog').element(), 'pergunta de volta');
    await choices.getByRole('button', { name: /Gerar ideias de negócio/ }).click();
    await expect
      .element(screen.getByRole('log').getByText('Processado por Brainstorm AI'), { timeout: 8000 })
      .toBeVisible();
    expect(requests).toEqual([
      expect.objectContaining({ message: UNSURE_REQUEST }),
      expect.objectContaining({
        session_id: SESSION_IDS.created,
        choice: { question_id: QUESTION_ID, agent: 'brainstorm' },
      }),
    ]);
    expect(screen.getByRole('article', { name: 'Você' }).elements()).toHaveLength(1);
  });

  it('shows the refusal of the server as an alert', async () => {
    const { screen } = await renderWithSppock(<EmbeddedCommander {...base} open theme="dark" />, {
      handlers: chatHandlers({ stream: 'forbidden' }),
      user: null,
    });
    await screen.getByRole('textbox', { name: 'Mensagem' }).fill('Encontre leads de cafeterias em Curitiba');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(
        screen
          .getByRole('alert')
          .getByText('O agente LeadFinder está disponível a partir do plano Pro. Faça upgrade para usá-lo.'),
      )
      .toBeVisible();
  });

  it('after a reload of the partner page, shows the visit kept and follows the answer still on its way (issue 29)', async () => {
    const values = new Map<string, string>();
    const tab = {
      length: 0,
      clear: () => values.clear(),
      getItem: (key: string) => values.get(key) ?? null,
      key: () => null,
      removeItem: (key: string) => void values.delete(key),
      setItem: (key: string, value: string) => void values.set(key, value),
    } satisfies Storage;
    const sessionId = SESSION_IDS.cafe;
    const visit = visitStorage('sk_lojaAurora', tab);
    visit.save({
      token: 'visitor-1',
      sessionId,
      expiresAt: Date.now() + 60_000,
      open: true,
      entries: [
        {
          key: 'k1',
          role: 'user',
          content: 'Ideias de nomes para uma cafeteria',
          timestamp: '2026-11-26T22:00:00Z',
        },
      ],
    });
    const onAnswer = vi.fn();
    const { screen } = await renderWithSppock(
      <EmbeddedCommander {...base} open theme="light" onAnswer={onAnswer} visit={visit} />,
      {
        handlers: chatHandlers({
          inFlight: {
            sessionId,
            message: 'Ideias de nomes para uma cafeteria',
            text: 'Café Aurora, Grão da Serra.',
          },
          tokenDelayMs: 30,
        }),
        user: null,
      },
    );
    const log = screen.getByRole('log');
    await expect.element(log.getByText('Ideias de nomes para uma cafeteria')).toBeVisible();
    await expect.element(log.getByText('Café Aurora, Grão da Serra.', { exact: false })).toBeVisible();
    // The answer joins the visit kept, for the next reload.
    await expect.poll(() => visit.read()?.entries.map((entry) => entry.role)).toEqual(['user', 'assistant']);
    // Followed once: this server replays the answer to every follow, and it shows once still.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(log.getByText('Café Aurora, Grão da Serra.', { exact: false }).elements()).toHaveLength(1);
    expect(visit.read()?.entries).toHaveLength(2);
  });
});
