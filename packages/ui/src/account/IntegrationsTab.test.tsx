import { describe, expect, it } from 'vitest';
import { customAgentsHandlers } from '../customAgents/customAgentsHandlers';
import { customAgentsFixture } from '../customAgents/fixtures';
import { buttonNamed, clickWhenPresent, expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { embedSnippet, IntegrationsTab } from './IntegrationsTab';
import { integrationsHandlers } from './integrationsHandlers';

const ORIGIN = 'https://app.sppock.com.br';

describe('IntegrationsTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<IntegrationsTab serverOrigin={ORIGIN} />, {
      sppock: { handlers: integrationsHandlers(), path: '/profile' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Loja Aurora');
      },
    });
  });

  it("has no axe violations with a site's visitor settings open, in either theme", async () => {
    await expectAccessibleInBothThemes(<IntegrationsTab serverOrigin={ORIGIN} />, {
      sppock: { handlers: [...integrationsHandlers(), ...customAgentsHandlers()], path: '/profile' },
      act: async () => {
        await clickWhenPresent(() => buttonNamed('Orçamento e agentes'), 'Orçamento e agentes');
        await expect.poll(() => document.body.textContent).toContain('Posts da Semana');
      },
    });
  });

  it("shows a Commander site's month against its budget and its published agents, and changes both", async () => {
    const { screen, host } = await renderWithSppock(<IntegrationsTab serverOrigin={ORIGIN} />, {
      handlers: [...integrationsHandlers(), ...customAgentsHandlers()],
      path: '/profile',
    });
    await expect.element(screen.getByText('37 de 200 mensagens neste mês')).toBeVisible();
    await expect.element(screen.getByText('Propostas Boa Vista')).toBeVisible();

    await screen.getByRole('button', { name: 'Orçamento e agentes' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Visitantes do Commander em Loja Aurora' });
    const published = dialog.getByRole('checkbox', { name: 'Propostas Boa Vista' });
    await expect.element(published).toBeChecked();
    // An owner-only agent is offered disabled, saying why.
    const ownerOnly = dialog.getByRole('checkbox', { name: 'Posts da Semana' });
    await expect.element(ownerOnly).toBeDisabled();
    await expect
      .element(ownerOnly)
      .toHaveAccessibleDescription(
        'Só o dono: não pode ser publicado. Compartilhe-o com a equipe para publicar.',
      );

    const budget = dialog.getByRole('textbox', { name: 'Mensagens de visitantes por mês' });
    await budget.fill('250000');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(dialog.getByText('Informe no máximo 100.000 mensagens por mês.')).toBeVisible();
    expect(host.count('PATCH /api/embed/sites/')).toBe(0);

    await budget.fill('500');
    await published.click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('37 de 500 mensagens neste mês')).toBeVisible();
    await expect.element(screen.getByText('Nenhum: só o Commander e os agentes do Sppock')).toBeVisible();
    expect(host.count('PATCH /api/embed/sites/')).toBe(1);

    await screen.getByRole('button', { name: 'Orçamento e agentes' }).click();
    await screen.getByRole('checkbox', { name: 'Propostas Boa Vista' }).click();
    await screen.getByRole('textbox', { name: 'Mensagens de visitantes por mês' }).fill('0');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('Pausado (orçamento 0)')).toBeVisible();
    await expect.element(screen.getByText('Propostas Boa Vista')).toBeVisible();
  });

  it("shows the server's refusal inside the form", async () => {
    // The agent was made owner-only after the list was read: the server refuses to publish it.
    const stale = customAgentsFixture().map((agent) => ({ ...agent, audience: 'team' as const }));
    const { screen } = await renderWithSppock(<IntegrationsTab serverOrigin={ORIGIN} />, {
      handlers: [...integrationsHandlers(), ...customAgentsHandlers({ agents: stale })],
      path: '/profile',
    });
    await screen.getByRole('button', { name: 'Orçamento e agentes' }).click();
    await screen.getByRole('checkbox', { name: 'Posts da Semana' }).click();
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .element(
        screen.getByText('O agente Posts da Semana é só do dono e não pode ser publicado', { exact: false }),
      )
      .toBeVisible();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });

  it('outside Enterprise offers only the budget, and leaves the published agents alone', async () => {
    const { screen, host } = await renderWithSppock(<IntegrationsTab serverOrigin={ORIGIN} />, {
      handlers: [...integrationsHandlers(), ...customAgentsHandlers({ state: 'plan' })],
      path: '/profile',
    });
    await screen.getByRole('button', { name: 'Orçamento e agentes' }).click();
    await expect
      .element(screen.getByText('Publicar agentes personalizados faz parte do plano Enterprise.'))
      .toBeVisible();
    await screen.getByRole('textbox', { name: 'Mensagens de visitantes por mês' }).fill('80');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('37 de 80 mensagens neste mês')).toBeVisible();
    await expect.element(screen.getByText('Propostas Boa Vista')).toBeVisible();
    expect(host.count('PATCH /api/embed/sites/')).toBe(1);
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
