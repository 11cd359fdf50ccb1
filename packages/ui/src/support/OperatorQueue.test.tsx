import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { OperatorQueue } from './OperatorQueue';
import { operatorHandlers } from './supportHandlers';

describe('OperatorQueue', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<OperatorQueue />, {
      sppock: { handlers: operatorHandlers(), path: '/admin/support' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('2 mensagens');
      },
    });
  });

  it('lists the open tickets with priority support first and marked so', async () => {
    const { screen, host } = await renderWithSppock(<OperatorQueue />, {
      handlers: operatorHandlers(),
      path: '/admin/support',
    });
    await expect.element(screen.getByText('2 mensagens')).toBeVisible();
    await expect.element(screen.getByText('Suporte prioritário · Enterprise')).toBeVisible();
    await expect.element(screen.getByText('Free', { exact: true })).toBeVisible();
    expect(host.calls.find((call) => call.startsWith('GET /api/support/admin/messages/'))).toContain(
      'status=abertas',
    );
    await screen.getByRole('combobox', { name: 'Prioridade' }).selectOptions('alta');
    await expect.element(screen.getByText('1 mensagem')).toBeVisible();
    expect(host.calls.at(-1)).toContain('priority=alta');
  });

  it('answers a ticket: the answer reaches the thread as from Suporte and the status becomes Respondida', async () => {
    const { screen, host } = await renderWithSppock(<OperatorQueue />, {
      handlers: operatorHandlers(),
      path: '/admin/support',
    });
    await screen.getByText('LeadFinder não retorna leads de Curitiba').click();
    const dialog = screen.getByRole('dialog', { name: 'LeadFinder não retorna leads de Curitiba' });
    await expect
      .element(dialog.getByText('rafael.albuquerque@exemplo.com.br', { exact: false }))
      .toBeVisible();
    await dialog.getByRole('textbox', { name: 'Resposta da equipe' }).fill('Corrigimos a busca em Curitiba.');
    await dialog.getByRole('button', { name: 'Responder' }).click();
    await expect.element(screen.getByText('Resposta enviada ao cliente.')).toBeVisible();
    await expect.element(dialog.getByText('Corrigimos a busca em Curitiba.')).toBeVisible();
    await expect.element(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('respondida');
    expect(host.count('POST /api/support/admin/messages/1057/respond/')).toBe(1);
  });

  it('assigns a ticket and changes its status at once', async () => {
    const { screen, host } = await renderWithSppock(<OperatorQueue />, {
      handlers: operatorHandlers(),
      path: '/admin/support',
    });
    await screen.getByText('LeadFinder não retorna leads de Curitiba').click();
    const dialog = screen.getByRole('dialog', { name: 'LeadFinder não retorna leads de Curitiba' });
    await dialog.getByRole('combobox', { name: 'Responsável' }).selectOptions('2');
    await expect.element(screen.getByText('Responsável atualizado.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Status' }).selectOptions('em_analise');
    await expect.element(screen.getByText('Status atualizado.')).toBeVisible();
    // 'urgente' is the team's to set.
    await dialog.getByRole('combobox', { name: 'Prioridade' }).selectOptions('urgente');
    await expect.element(screen.getByText('Prioridade atualizada.')).toBeVisible();
    await expect.element(dialog.getByRole('combobox', { name: 'Prioridade' })).toHaveValue('urgente');
    expect(host.count('POST /api/support/admin/messages/1057/assign/')).toBe(1);
    expect(host.count('POST /api/support/admin/messages/1057/status/')).toBe(1);
    expect(host.count('POST /api/support/admin/messages/1057/priority/')).toBe(1);
  });

  it("a non-superuser reads 'Acesso negado. Verifique suas permissões.'", async () => {
    const { screen } = await renderWithSppock(<OperatorQueue />, {
      handlers: operatorHandlers({ state: 'forbidden' }),
      path: '/admin/support',
    });
    await expect.element(screen.getByText('Acesso negado. Verifique suas permissões.')).toBeVisible();
  });
});
