import type { RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PLANS } from '../shell/fixtures';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { LandingPage } from './LandingPage';
import { marketingHandlers } from './marketingHandlers';

async function renderLanding(handlers: RequestHandler[] = []) {
  const navigate = vi.fn();
  const { screen } = await renderWithSppock(<LandingPage year={2026} />, {
    user: null,
    handlers: [...handlers, ...marketingHandlers.plans],
    path: '/',
    onNavigate: navigate,
  });
  return { screen, navigate };
}

describe('LandingPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<LandingPage year={2026} />, {
      sppock: { user: null, handlers: marketingHandlers.plans, path: '/' },
    });
  });

  it('has one h1, the hero badge and the main call to action to /register', async () => {
    const { screen, navigate } = await renderLanding();
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Seus agentes de IA especializados, em um só chat');
    await expect.element(screen.getByText('Potencializado por IA avançada')).toBeVisible();
    await screen.getByRole('link', { name: 'Começar Gratuitamente' }).first().click();
    expect(navigate).toHaveBeenCalledWith('/register');
  });

  it('has every section of spec 1 §2 with its anchor', async () => {
    const { screen } = await renderLanding();
    for (const id of ['features', 'about', 'pricing', 'faq']) {
      expect(screen.container.querySelector(`section#${id}`), id).not.toBeNull();
    }
    await expect
      .element(screen.getByRole('link', { name: 'Experimente o Commander' }))
      .toHaveAttribute('href', '/register');
    await expect
      .element(screen.getByRole('heading', { name: 'Pronto para colocar a IA para trabalhar por você?' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('heading', { name: 'Receba as novidades da Sppock' }))
      .toBeVisible();
  });

  it("shows the server's prices on the plan cards", async () => {
    const { screen } = await renderLanding([
      http.get('/payments/plans/', ({ response }) =>
        response(200).json({
          success: true,
          plans: PLANS.map((plan) => ({
            ...plan,
            pricing: { ...plan.pricing, monthly: plan.pricing.monthly * 2 },
          })),
        }),
      ),
    ]);
    await expect.element(screen.getByText('R$ 79,80')).toBeVisible();
    await expect.element(screen.getByText('R$ 798,00')).toBeVisible();
  });

  it('lists the ten agent kinds and the claims of spec 1 §1', async () => {
    const { screen } = await renderLanding();
    const features = screen.container.querySelectorAll('#features ul:first-of-type > li h3');
    expect([...features].map((title) => title.textContent)).toEqual([
      'Orquestrador',
      'Brainstorm e ideação',
      'Geração de conteúdo',
      'Busca de leads',
      'Análise de concorrência',
      'Redação de e-mails',
      'Busca de fornecedores',
      'Planejamento de reuniões',
      'Avaliação MBTI',
      'Diagnóstico IGTA',
    ]);
    const about = screen.container.querySelector('#about')?.textContent ?? '';
    for (const claim of ['99,9%', '>94%', '1–3 min', '2 min']) {
      expect(about).toContain(claim);
    }
  });

  it('shows the footer entries that lead nowhere as text marked "Em breve", not as links', async () => {
    const { screen } = await renderLanding();
    const footer = screen.getByRole('contentinfo');
    for (const entry of ['Instagram', 'LinkedIn', 'YouTube', 'Política de Privacidade', 'Termos de Uso']) {
      await expect.element(footer.getByText(entry, { exact: false })).toBeVisible();
      expect(footer.getByRole('link', { name: entry }).all()).toHaveLength(0);
    }
    expect(footer.getByText('Em breve').all()).toHaveLength(5);
    await expect.element(footer.getByText('© 2026 Sppock. Todos os direitos reservados.')).toBeVisible();
  });

  it('subscribes to the newsletter through the server and shows its confirmation', async () => {
    let sent: unknown;
    const { screen } = await renderLanding([
      http.post('/api/marketing/newsletter/', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({
          success: true,
          message: 'Inscrição confirmada! Você vai receber nossas novidades por e-mail.',
        });
      }),
    ]);
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'Seu e-mail' }),
      'joao.pereira@construtoraaurora.com.br',
    );
    await screen.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Inscrição confirmada! Você vai receber nossas novidades por e-mail.');
    expect(sent).toEqual({ email: 'joao.pereira@construtoraaurora.com.br' });
  });

  it("shows the newsletter's pt-BR error and keeps the e-mail", async () => {
    for (const [handlers, text] of [
      [marketingHandlers.newsletterThrottled, 'Muitas requisições. Tente novamente em alguns minutos.'],
      [
        marketingHandlers.newsletterNetworkFailure,
        'Erro de conexão com o servidor. Por favor, tente novamente.',
      ],
    ] as const) {
      const { screen } = await renderLanding([...handlers]);
      const email = screen.getByRole('textbox', { name: 'Seu e-mail' });
      await userEvent.fill(email, 'joao.pereira@construtoraaurora.com.br');
      await screen.getByRole('button', { name: 'Inscrever-se' }).click();
      await expect.element(screen.getByRole('alert')).toHaveTextContent(text);
      await expect.element(email).toHaveValue('joao.pereira@construtoraaurora.com.br');
      await screen.unmount();
    }
  });

  it("opens the demo request from 'Agendar Demo Enterprise' and sends it to the server", async () => {
    let sent: unknown;
    const { screen } = await renderLanding([
      http.post('/api/marketing/demo-requests/', async ({ request, response }) => {
        sent = await request.json();
        return response(201).json({
          success: true,
          message:
            'Pedido recebido! Nossa equipe entra em contato em até 1 dia útil para agendar a demonstração.',
        });
      }),
    ]);
    await screen.getByRole('button', { name: 'Agendar Demo Enterprise' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Agendar Demo Enterprise' });
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Nome' }), 'Fernanda Lima');
    await userEvent.fill(
      dialog.getByRole('textbox', { name: 'E-mail corporativo' }),
      'fernanda.lima@grupoipe.com.br',
    );
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Empresa' }), 'Grupo Ipê Alimentos');
    await dialog.getByRole('button', { name: 'Solicitar demonstração' }).click();
    await expect
      .element(screen.getByRole('dialog').getByRole('status'))
      .toHaveTextContent(
        'Pedido recebido! Nossa equipe entra em contato em até 1 dia útil para agendar a demonstração.',
      );
    expect(sent).toEqual({
      name: 'Fernanda Lima',
      email: 'fernanda.lima@grupoipe.com.br',
      company: 'Grupo Ipê Alimentos',
    });
  });

  it("shows the demo request's server error inside the dialog", async () => {
    const { screen } = await renderLanding(marketingHandlers.demoInvalid);
    await screen.getByRole('button', { name: 'Agendar Demo Enterprise' }).click();
    const dialog = screen.getByRole('dialog');
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Nome' }), 'Fernanda Lima');
    await userEvent.fill(
      dialog.getByRole('textbox', { name: 'E-mail corporativo' }),
      'fernanda.lima@grupoipe.com.br',
    );
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Empresa' }), 'Ipê');
    await dialog.getByRole('button', { name: 'Solicitar demonstração' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Informe o nome da empresa (de 2 a 200 caracteres).');
  });
});
