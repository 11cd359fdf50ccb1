import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { conversationsFixture } from '../shell/fixtures';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { accountHandlers } from './accountHandlers';
import { ConversationsTab, conversationPath, exportFileName } from './ConversationsTab';

const [first] = conversationsFixture(1);

beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConversationsTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ConversationsTab />, {
      sppock: { handlers: accountHandlers(), path: '/dashboard' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Plano de marketing para a Páscoa');
      },
    });
  });

  it('lists id, agent, date, messages and status', async () => {
    const { screen } = await renderWithSppock(<ConversationsTab />, { handlers: accountHandlers() });
    const row = screen.getByRole('row').filter({ hasText: 'Plano de marketing para a Páscoa' });
    await expect.element(row).toBeVisible();
    await expect.element(row.getByText('Sppock Commander')).toBeVisible();
    await expect.element(row.getByText('Ativa')).toBeVisible();
    await expect.element(row.getByText(first!.session_id.slice(0, 8))).toBeVisible();
    const done = screen.getByRole('row').filter({ hasText: 'Ideias de produtos sem glúten' });
    await expect.element(done.getByText('Concluída')).toBeVisible();
  });

  it("shows a partner visitor's name in a title as text, never as HTML", async () => {
    // The partner page names its visitors (`setUser`): whatever it sends stays characters.
    const title = 'Visitante Marina <img src=x onerror=alert(1)> <b>VIP</b> · Loja Aurora';
    const { screen } = await renderWithSppock(<ConversationsTab />, {
      handlers: accountHandlers({ conversations: [{ ...first!, title }] }),
    });
    const row = screen.getByRole('row').filter({ hasText: title });
    await expect.element(row).toBeVisible();
    expect(row.element().querySelector('img, b')).toBeNull();
  });

  it("opens a conversation in the chat with 'Redirecionando para a conversa...'", async () => {
    const { screen, navigations } = await renderWithSppock(<ConversationsTab />, {
      handlers: accountHandlers(),
    });
    await screen.getByRole('button', { name: 'Abrir a conversa “Plano de marketing para a Páscoa”' }).click();
    await expect.element(screen.getByText('Redirecionando para a conversa...')).toBeVisible();
    expect(navigations).toEqual([conversationPath(first!.session_id)]);
    expect(conversationPath('abc')).toBe('/agents/chatsppock?session=abc');
  });

  it("waits for the chat screen: 'Abrir' is disabled until it exists", async () => {
    const { screen } = await renderWithSppock(<ConversationsTab chatAvailable={false} />, {
      handlers: accountHandlers(),
    });
    await expect
      .element(screen.getByRole('button', { name: 'Abrir a conversa “Plano de marketing para a Páscoa”' }))
      .toBeDisabled();
  });

  it('exports a conversation as conversa_{session_id}.json', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { screen } = await renderWithSppock(<ConversationsTab />, { handlers: accountHandlers() });
    await screen
      .getByRole('button', { name: 'Exportar a conversa “Plano de marketing para a Páscoa”' })
      .click();
    await expect.element(screen.getByText('Conversa exportada com sucesso!')).toBeVisible();
    expect(downloads).toEqual([exportFileName(first!.session_id)]);
    expect(exportFileName('abc')).toBe('conversa_abc.json');
  });

  it("a failed export says 'Erro ao exportar conversa'; a failed download 'Erro ao baixar conversa'", async () => {
    const { screen } = await renderWithSppock(<ConversationsTab />, {
      handlers: [
        http.get('/api/agents/{agent}/api/conversations/{session_id}/export/', ({ response }) =>
          response(500).json({ success: false, error: 'falhou' }),
        ),
        ...accountHandlers(),
      ],
    });
    await screen
      .getByRole('button', { name: 'Exportar a conversa “Plano de marketing para a Páscoa”' })
      .click();
    await expect.element(screen.getByText('Erro ao exportar conversa')).toBeVisible();
    await screen.unmount();

    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('bloqueado');
    });
    const second = await renderWithSppock(<ConversationsTab />, { handlers: accountHandlers() });
    await second.screen
      .getByRole('button', { name: 'Exportar a conversa “Plano de marketing para a Páscoa”' })
      .click();
    await expect.element(second.screen.getByText('Erro ao baixar conversa')).toBeVisible();
  });

  it('deletes after a confirmation that says plan limits are not affected', async () => {
    const { screen, host } = await renderWithSppock(<ConversationsTab />, { handlers: accountHandlers() });
    await screen
      .getByRole('button', { name: 'Deletar a conversa “Plano de marketing para a Páscoa”' })
      .click();
    const dialog = screen.getByRole('alertdialog', { name: 'Deletar esta conversa?' });
    await expect.element(dialog.getByText(/Deletar não afeta os limites do seu plano/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Deletar conversa' }).click();
    await expect
      .element(screen.getByText('Conversa deletada com sucesso. Os limites de uso não foram afetados.'))
      .toBeVisible();
    await expect
      .poll(() => screen.container.textContent?.includes('Plano de marketing para a Páscoa'))
      .toBe(false);
    expect(host.count(`DELETE /api/agents/chatsppock/api/conversations/${first!.session_id}/delete/`)).toBe(
      1,
    );
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { screen, host } = await renderWithSppock(<ConversationsTab />, { handlers: accountHandlers() });
    await screen
      .getByRole('button', { name: 'Deletar a conversa “Plano de marketing para a Páscoa”' })
      .click();
    await screen.getByRole('button', { name: 'Cancelar' }).click();
    expect(host.count('DELETE')).toBe(0);
  });

  it('has an empty state and an error state', async () => {
    const empty = await renderWithSppock(<ConversationsTab />, {
      handlers: accountHandlers({ conversations: [] }),
    });
    await expect.element(empty.screen.getByText('Nenhuma conversa ainda')).toBeVisible();
    await empty.screen.getByRole('button', { name: 'Iniciar conversa' }).click();
    expect(empty.navigations).toEqual(['/agents/chatsppock']);
    await empty.screen.unmount();

    const failed = await renderWithSppock(<ConversationsTab />, {
      handlers: accountHandlers({ conversationsState: 'error' }),
    });
    await expect.element(failed.screen.getByText('Erro ao carregar conversas')).toBeVisible();
  });

  it('pins a conversation to the top, renames it in place and unpins it (issue 29)', async () => {
    const { screen } = await renderWithSppock(<ConversationsTab />, { handlers: accountHandlers() });
    const titles = () =>
      [...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent ?? '');
    await expect.poll(titles).toHaveLength(6);
    const last = titles().at(-1)!;
    const lastTitle = conversationsFixture().at(-1)!.title;
    expect(last).toContain(lastTitle);
    await screen.getByRole('button', { name: `Fixar “${lastTitle}” no topo` }).click();
    await expect.element(screen.getByText('Conversa fixada no topo.')).toBeVisible();
    await expect.poll(() => titles()[0]).toContain(`Fixada: ${lastTitle}`);

    await screen.getByRole('button', { name: `Renomear “${lastTitle}”` }).click();
    const field = screen.getByRole('textbox', { name: 'Título da conversa' });
    await field.fill('Campanha fixada');
    await screen.getByRole('button', { name: 'Salvar título' }).click();
    await expect.poll(() => titles()[0]).toContain('Fixada: Campanha fixada');

    await screen.getByRole('button', { name: 'Desafixar “Campanha fixada”' }).click();
    await expect.poll(() => titles().at(-1)).toContain('Campanha fixada');
    expect(titles().at(-1)).not.toContain('Fixada:');
  });

  it("'Compartilhar' opens the dialog for that conversation", async () => {
    const { screen } = await renderWithSppock(<ConversationsTab />, { handlers: accountHandlers() });
    await screen.getByRole('button', { name: `Compartilhar “${first!.title}”` }).click();
    const dialog = screen.getByRole('dialog', { name: 'Compartilhar conversa' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(`“${first!.title}”`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Criar link' }).click();
    await expect.element(dialog.getByRole('textbox', { name: 'Link da conversa' })).toBeVisible();
  });
});
