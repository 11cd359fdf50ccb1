import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { ApiKeysTab } from './ApiKeysTab';
import { apiKeysHandlers, NEW_API_KEY_SECRET } from './apiKeysHandlers';

describe('ApiKeysTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ApiKeysTab />, {
      sppock: { handlers: apiKeysHandlers(), path: '/profile' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Claude Desktop');
      },
    });
  });

  it('lists the keys with their permissions and last use, never a secret', async () => {
    const { screen } = await renderWithSppock(<ApiKeysTab />, {
      handlers: apiKeysHandlers(),
      path: '/profile',
    });
    await expect.element(screen.getByRole('heading', { name: 'Planilha de leads' })).toBeVisible();
    await expect.element(screen.getByText('Chaves ativas (2 de 20)')).toBeVisible();
    await expect.element(screen.getByText('Chat, Leitura de conversas')).toBeVisible();
    await expect.element(screen.getByText('Nunca usada')).toBeVisible();
    await expect.element(screen.getByText('spk_Q3x9…7fKa')).toBeVisible();
  });

  it('creates a key and shows its secret once; a key without permission is refused before any call', async () => {
    const { screen, host } = await renderWithSppock(<ApiKeysTab />, {
      handlers: apiKeysHandlers({ keys: [] }),
      path: '/profile',
    });
    await expect.element(screen.getByText('Nenhuma chave ainda. Crie a primeira acima.')).toBeVisible();
    await screen.getByRole('button', { name: 'Criar chave' }).click();
    await expect.element(screen.getByText('Dê à chave um nome de 1 a 60 caracteres.')).toBeVisible();

    await screen.getByRole('textbox', { name: 'Nome da chave' }).fill('Zapier');
    await screen.getByRole('checkbox', { name: 'Conversar com o Commander e os agentes' }).click();
    await screen.getByRole('button', { name: 'Criar chave' }).click();
    await expect.element(screen.getByText('Escolha ao menos uma permissão.')).toBeVisible();
    expect(host.count('POST /api/accounts/api-keys/')).toBe(0);

    await screen.getByRole('checkbox', { name: 'Ler as suas conversas (recursos do MCP)' }).click();
    await screen.getByRole('button', { name: 'Criar chave' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Sua nova chave de API' });
    await expect.element(dialog.getByText(NEW_API_KEY_SECRET)).toBeVisible();
    await dialog.getByRole('button', { name: 'Já copiei' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Zapier' })).toBeVisible();
    // Closed, the secret is gone from the page for good.
    expect(document.body.textContent).not.toContain(NEW_API_KEY_SECRET);
    await expect.element(screen.getByText('Leitura de conversas')).toBeVisible();
  });

  it('offers no team key to anyone but an Enterprise team owner', async () => {
    const { screen } = await renderWithSppock(<ApiKeysTab />, {
      handlers: apiKeysHandlers(),
      path: '/profile',
    });
    await expect.element(screen.getByRole('heading', { name: 'Claude Desktop' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Chave da equipe/ }).elements()).toHaveLength(0);
    expect(screen.getByText('Equipe', { exact: true }).elements()).toHaveLength(0);
  });

  it('lets an Enterprise team owner choose a team key, marked "Equipe" in the list', async () => {
    const { screen } = await renderWithSppock(<ApiKeysTab />, {
      handlers: apiKeysHandlers({ keys: [], teamOwner: true }),
      path: '/profile',
    });
    const choice = screen.getByRole('checkbox', { name: /Chave da equipe/ });
    await expect.element(choice).toBeVisible();
    await expect.element(choice).not.toBeChecked();
    await expect.element(screen.getByText(/O uso conta no grupo da equipe Enterprise/)).toBeVisible();

    // A personal key by default: no mark.
    await screen.getByRole('textbox', { name: 'Nome da chave' }).fill('Pessoal');
    await screen.getByRole('button', { name: 'Criar chave' }).click();
    await screen
      .getByRole('dialog', { name: 'Sua nova chave de API' })
      .getByRole('button', { name: 'Já copiei' })
      .click();
    await expect.element(screen.getByRole('heading', { name: 'Pessoal', exact: true })).toBeVisible();
    expect(screen.getByText('Equipe', { exact: true }).elements()).toHaveLength(0);

    // The team's key, chosen in the form, comes back marked.
    await screen.getByRole('textbox', { name: 'Nome da chave' }).fill('Integração da equipe');
    await choice.click();
    // A team key only chats: reading conversations would open the owner's personal ones.
    const read = screen.getByRole('checkbox', { name: /Ler as suas conversas/ });
    await read.click();
    await screen.getByRole('button', { name: 'Criar chave' }).click();
    await expect.element(screen.getByText(/Uma chave da equipe só tem a permissão de chat/)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Sua nova chave de API' }).elements()).toHaveLength(0);
    await read.click();
    await screen.getByRole('button', { name: 'Criar chave' }).click();
    await screen
      .getByRole('dialog', { name: 'Sua nova chave de API' })
      .getByRole('button', { name: 'Já copiei' })
      .click();
    await expect.element(screen.getByRole('heading', { name: 'Integração da equipe Equipe' })).toBeVisible();
    await expect.element(choice).not.toBeChecked();
  });

  it('revokes a key after confirmation', async () => {
    const { screen } = await renderWithSppock(<ApiKeysTab />, {
      handlers: apiKeysHandlers(),
      path: '/profile',
    });
    await expect.element(screen.getByRole('heading', { name: 'Claude Desktop' })).toBeVisible();
    await screen.getByRole('button', { name: 'Revogar' }).first().click();
    const dialog = screen.getByRole('alertdialog', { name: 'Revogar a chave Planilha de leads?' });
    await dialog.getByRole('button', { name: 'Revogar' }).click();
    await expect.element(screen.getByText('Chaves ativas (1 de 20)')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Planilha de leads' }).elements()).toHaveLength(0);
  });

  it('says when the list fails to load', async () => {
    const { screen } = await renderWithSppock(<ApiKeysTab />, {
      handlers: apiKeysHandlers({ list: 'error' }),
    });
    await expect.element(screen.getByText('Não foi possível carregar as chaves de API.')).toBeVisible();
  });
});
