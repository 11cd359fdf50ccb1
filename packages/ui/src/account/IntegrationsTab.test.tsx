import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { SppockHost } from '../testing/SppockHost';
import { createTestHost } from '../testing/testHost';
import { embedSnippet, IntegrationsTab } from './IntegrationsTab';
import { integrationsHandlers } from './integrationsHandlers';

const ORIGIN = 'https://app.sppock.com.br';

describe('IntegrationsTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      () => (
        <SppockHost host={createTestHost({ handlers: integrationsHandlers() })} path="/profile">
          <IntegrationsTab serverOrigin={ORIGIN} />
        </SppockHost>
      ),
      {
        act: async () => {
          await expect.poll(() => document.body.textContent).toContain('Loja Aurora');
        },
      },
    );
  });

  it('registers a site and shows its snippet; a refused origin says why', async () => {
    const { screen, host } = await renderWithSppock(<IntegrationsTab serverOrigin={ORIGIN} />, {
      handlers: integrationsHandlers({ sites: [] }),
      path: '/profile',
    });
    await expect.element(screen.getByText('Nenhum site cadastrado ainda.', { exact: false })).toBeVisible();

    await screen.getByRole('button', { name: 'Cadastrar site' }).click();
    await expect.element(screen.getByText('Informe o nome do site.')).toBeVisible();
    expect(host.count('POST /api/embed/sites/')).toBe(0);

    await screen.getByRole('textbox', { name: 'Nome do site' }).fill('Blog da Aurora');
    await screen
      .getByRole('textbox', { name: 'Origens permitidas' })
      .fill('https://blog.aurora.com.br/posts');
    await screen.getByRole('button', { name: 'Cadastrar site' }).click();
    await expect
      .element(screen.getByText('Origem inválida: "https://blog.aurora.com.br/posts".', { exact: false }))
      .toBeVisible();

    await screen.getByRole('textbox', { name: 'Origens permitidas' }).fill('https://blog.aurora.com.br\n\n');
    // No widget: the form says so before any call.
    await screen.getByRole('checkbox', { name: /Chatbot de dúvidas/ }).click();
    await screen.getByRole('button', { name: 'Cadastrar site' }).click();
    await expect.element(screen.getByText('Escolha ao menos um widget.')).toBeVisible();
    expect(host.count('POST /api/embed/sites/')).toBe(1);
    await screen.getByRole('checkbox', { name: /Chatbot de dúvidas/ }).click();
    await screen.getByRole('checkbox', { name: /Commander/ }).click();
    await screen.getByRole('button', { name: 'Cadastrar site' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Blog da Aurora' })).toBeVisible();
    await expect.element(screen.getByText('Sites cadastrados (1 de 20)')).toBeVisible();
    const key = `sk_${'101'.padStart(32, '0')}`;
    expect(
      screen.getByRole('figure', { name: 'Snippet de Blog da Aurora' }).element().querySelector('code')
        ?.textContent,
    ).toBe(embedSnippet(ORIGIN, key, ['chatbot', 'commander']));
    expect(embedSnippet(ORIGIN, key, ['chatbot', 'commander'])).toContain(
      `<sppock-commander site-key="${key}" position="bottom-left"></sppock-commander>`,
    );
    expect(embedSnippet(ORIGIN, key, ['commander'])).not.toContain('sppock-chatbot');
    expect(embedSnippet(ORIGIN, key)).toContain(
      `<script src="${ORIGIN}/embed/sppock-embed.js" async></script>`,
    );
  });

  it('removes a site after confirmation', async () => {
    const { screen } = await renderWithSppock(<IntegrationsTab serverOrigin={ORIGIN} />, {
      handlers: integrationsHandlers(),
      path: '/profile',
    });
    await expect.element(screen.getByRole('heading', { name: 'Loja Aurora' })).toBeVisible();
    await screen.getByRole('button', { name: 'Remover' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Remover o site Loja Aurora?' });
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await expect.element(screen.getByText('Nenhum site cadastrado ainda.', { exact: false })).toBeVisible();
  });

  it('says when the list fails to load', async () => {
    const { screen } = await renderWithSppock(<IntegrationsTab serverOrigin={ORIGIN} />, {
      handlers: integrationsHandlers({ list: 'error' }),
    });
    await expect.element(screen.getByText('Não foi possível carregar os sites.')).toBeVisible();
  });
});
