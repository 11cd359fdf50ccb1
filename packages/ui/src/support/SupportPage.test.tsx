import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { SupportMessageDialog } from './SupportMessageDialog';
import { SupportPage } from './SupportPage';
import { supportHandlers } from './supportHandlers';

describe('SupportPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<SupportPage />, {
      sppock: { handlers: supportHandlers(), path: '/support' },
      act: async () => {
        await expect.poll(() => document.querySelectorAll('li button').length).toBeGreaterThan(1);
      },
    });
  });

  it('splits the messages into the open and archived tabs and marks every notification read', async () => {
    const { screen, host } = await renderWithSppock(<SupportPage />, {
      handlers: supportHandlers(),
      path: '/support',
    });
    await expect.element(screen.getByRole('heading', { name: 'Suporte ao Cliente' })).toBeVisible();
    await expect.element(screen.getByRole('tab', { name: 'Mensagens Abertas (2)' })).toBeVisible();
    await expect.element(screen.getByRole('tab', { name: 'Mensagens Arquivadas (1)' })).toBeVisible();
    await expect.element(screen.getByText('Cobrança duplicada no cartão em março')).toBeVisible();
    // Open for 9 days: the red badge; today: the yellow one.
    await expect.element(screen.getByText('Aberta há 9 dias')).toHaveAttribute('data-tone', 'danger');
    await expect.element(screen.getByText('Aberta hoje')).toHaveAttribute('data-tone', 'warning');
    expect(host.count('POST /api/support/notifications/read-all/')).toBe(1);
    await screen.getByRole('tab', { name: 'Mensagens Arquivadas (1)' }).click();
    await expect.element(screen.getByText('Como exportar o relatório do MBTI?')).toBeVisible();
  });

  it("'Nova Mensagem' checks every rule of spec 3 §5, then sends and shows the success toast", async () => {
    const { screen, host } = await renderWithSppock(<SupportPage />, {
      handlers: supportHandlers(),
      path: '/support',
    });
    await screen.getByRole('button', { name: 'Nova Mensagem' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Nova Mensagem' });
    await expect.element(dialog.getByRole('combobox', { name: 'Categoria' })).toHaveValue('1');
    await expect.element(dialog.getByRole('combobox', { name: 'Prioridade' })).toHaveValue('normal');
    // 'Urgente' is set by the support team, not offered to the customer.
    const offered = [
      ...dialog.getByRole('combobox', { name: 'Prioridade' }).element().querySelectorAll('option'),
    ].map((option) => option.textContent);
    expect(offered).toEqual(['Baixa', 'Normal', 'Alta']);
    const send = dialog.getByRole('button', { name: 'Enviar mensagem' });
    await send.click();
    await expect
      .element(dialog.getByText('Por favor, preencha todos os campos obrigatórios').first())
      .toBeVisible();
    await dialog.getByRole('textbox', { name: 'Assunto' }).fill('  Oi  ');
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Curto');
    await send.click();
    await expect.element(dialog.getByText('O assunto deve ter pelo menos 5 caracteres')).toBeVisible();
    await expect.element(dialog.getByText('O conteúdo deve ter pelo menos 10 caracteres')).toBeVisible();
    expect(host.count('POST /api/support/messages/create/')).toBe(0);
    await dialog.getByRole('textbox', { name: 'Assunto' }).fill('Erro ao exportar conversa');
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('O arquivo .txt da conversa sai vazio.');
    await dialog.getByRole('combobox', { name: 'Prioridade' }).selectOptions('alta');
    await send.click();
    await expect.element(screen.getByText('Mensagem enviada com sucesso!')).toBeVisible();
    await expect.element(screen.getByRole('tab', { name: 'Mensagens Abertas (3)' })).toBeVisible();
    await expect.element(screen.getByText('Erro ao exportar conversa')).toBeVisible();
  });

  it("a refused message shows the spec's mapping inside the form", async () => {
    const { screen } = await renderWithSppock(<SupportPage />, {
      handlers: supportHandlers({ create: 'invalid' }),
      path: '/support',
    });
    await screen.getByRole('button', { name: 'Nova Mensagem' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Nova Mensagem' });
    await dialog.getByRole('textbox', { name: 'Assunto' }).fill('Assunto válido');
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Um conteúdo longo o bastante.');
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect.element(dialog.getByText('Erro 400: Categoria inválida.')).toBeVisible();
  });

  it('replies and resolves: the reply first, then the resolve; the message moves to the archive', async () => {
    const { screen, host } = await renderWithSppock(<SupportPage />, {
      handlers: supportHandlers(),
      path: '/support',
    });
    await screen.getByText('Cobrança duplicada no cartão em março').click();
    const dialog = screen.getByRole('dialog', { name: 'Cobrança duplicada no cartão em março' });
    await expect.element(dialog.getByText('Em Andamento')).toBeVisible();
    await expect.element(dialog.getByText('Suporte', { exact: true })).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Enviar resposta' });
    const box = dialog.getByRole('textbox', { name: 'Sua resposta' });
    await box.fill('Obri');
    await expect.element(send).toBeDisabled();
    await expect.element(dialog.getByText('A resposta deve ter pelo menos 5 caracteres')).toBeVisible();
    await box.fill('Obrigado, o estorno apareceu!');
    await expect.element(send).toBeEnabled();
    await dialog.getByRole('checkbox', { name: 'Marcar como resolvida ao enviar' }).click();
    await send.click();
    await expect.element(screen.getByText('Resposta enviada e mensagem resolvida!')).toBeVisible();
    const order = host.calls.filter((call) => call.startsWith('POST /api/support/messages/'));
    expect(order).toEqual([
      'POST /api/support/messages/1042/respond/',
      'POST /api/support/messages/1042/resolve/',
    ]);
    await expect.element(dialog.getByText('Esta mensagem está arquivada.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect.element(screen.getByRole('tab', { name: 'Mensagens Arquivadas (2)' })).toBeVisible();
  });

  it("a failed list reads 'Erro interno do servidor. Tente novamente mais tarde.'", async () => {
    const { screen } = await renderWithSppock(<SupportPage />, {
      handlers: supportHandlers({ state: 'error' }),
      path: '/support',
    });
    await expect
      .element(screen.getByText('Erro interno do servidor. Tente novamente mais tarde.').first())
      .toBeVisible();
  });
});

describe('SupportMessageDialog', () => {
  it("opening an unresolved message marks its unread notifications read; a resolved one doesn't", async () => {
    const { screen, host } = await renderWithSppock(
      <SupportMessageDialog messageId={1042} onClose={() => {}} />,
      {
        handlers: supportHandlers(),
      },
    );
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await expect.poll(() => host.count('POST /api/support/notifications/5512/read/')).toBe(1);
    expect(host.count('POST /api/support/notifications/5498/read/')).toBe(0);

    const archived = await renderWithSppock(<SupportMessageDialog messageId={1031} onClose={() => {}} />, {
      handlers: supportHandlers({
        notifications: [
          {
            id: 9,
            title: 'Mensagem resolvida',
            content: 'Sua mensagem foi resolvida.',
            read: false,
            created_at: new Date().toISOString(),
            notification_type: 'status_change',
            message: { id: 1031 },
          },
        ],
      }),
    });
    await expect.element(archived.screen.getByText('Funcionou, obrigado!')).toBeVisible();
    await expect.poll(() => archived.host.count('GET /api/support/notifications/')).toBeGreaterThan(0);
    expect(archived.host.count('POST /api/support/notifications/9/read/')).toBe(0);
  });
});
