import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { parseEmployeeCount } from './IgtaCompanyForm';
import { IgtaPage } from './IgtaPage';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

describe('IgtaPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<IgtaPage />, {
      sppock: { handlers: assessmentsHandlers(), path: '/assessment/igta' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Ver Histórico (1)');
      },
    });
  });

  it('company form → questions (at least one answer) → results with the company and the score', async () => {
    const { screen, host } = await renderWithSppock(<IgtaPage />, {
      handlers: assessmentsHandlers(),
      path: '/assessment/igta',
    });
    await screen.getByLabelText('Empresa').fill('Padaria Pão Quente');
    await screen.getByLabelText('Departamento').fill('Atendimento');
    await screen.getByLabelText('Cargo').fill('Gerente');
    await screen.getByLabelText('Este teste será aplicado em toda a empresa').click();
    await screen.getByLabelText('Número de funcionários').fill('12 pessoas');
    await screen.getByRole('button', { name: 'Iniciar Diagnóstico IGTA' }).click();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Comportamental' })).toBeVisible();
    await screen.getByRole('button', { name: 'Finalizar Diagnóstico' }).click();
    await expect.element(screen.getByText('Por favor, responda pelo menos algumas questões')).toBeVisible();
    expect(host.count('POST /api/assessment/igta/analyze/')).toBe(0);
    await screen
      .getByLabelText('Como as decisões são tomadas hoje na sua área?')
      .fill('O dono decide tudo sozinho, sem reuniões.');
    await expect.element(screen.getByText('1 de 12 questões respondidas')).toBeVisible();
    await screen.getByRole('button', { name: 'Finalizar Diagnóstico' }).click();
    await expect.element(screen.getByText('Análise IGTA concluída com sucesso!')).toBeVisible();
    await expect.element(screen.getByText('Padaria Pão Quente').first()).toBeVisible();
    await expect.element(screen.getByText('2,5/10')).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { name: 'Prioridades para os próximos 90 dias' }))
      .toBeVisible();
    const sent = host.calls.filter((call) => call.startsWith('POST /api/assessment/igta/analyze/'));
    expect(sent).toHaveLength(1);
  });

  it('the employee count is read as an integer, 0 when there is no number (spec 3 §5)', () => {
    expect(parseEmployeeCount('12 pessoas')).toBe(12);
    expect(parseEmployeeCount('1.500')).toBe(1500);
    expect(parseEmployeeCount('')).toBe(0);
    expect(parseEmployeeCount('muitos')).toBe(0);
  });

  it('the history shows the analytics; a session opens and takes a text feedback', async () => {
    const { screen, host } = await renderWithSppock(<IgtaPage initialStep="history" />, {
      handlers: assessmentsHandlers(),
      path: '/assessment/igta',
    });
    await expect.element(screen.getByRole('heading', { name: 'Seus diagnósticos' })).toBeVisible();
    await expect.element(screen.getByText('6,8')).toBeVisible();
    await screen.getByRole('button', { name: 'Ver Detalhes' }).click();
    await expect.element(screen.getByText('Sessão carregada com sucesso!')).toBeVisible();
    await expect.element(screen.getByText('Gerente de Operações')).toBeVisible();
    await screen.getByLabelText('Seu feedback sobre o diagnóstico').fill('O plano de 90 dias ficou claro.');
    await screen.getByRole('button', { name: 'Enviar feedback' }).click();
    await expect.element(screen.getByText('Feedback salvo!')).toBeVisible();
    expect(host.count('POST /api/assessment/igta/session/327/feedback/')).toBe(1);
  });

  it("a failed analysis says 'Erro ao processar análise IGTA' and keeps the answers", async () => {
    const { screen } = await renderWithSppock(<IgtaPage />, {
      handlers: assessmentsHandlers({ submit: 'error' }),
      path: '/assessment/igta',
    });
    await screen.getByRole('button', { name: 'Iniciar Diagnóstico IGTA' }).click();
    const answer = screen.getByLabelText('Quais processos geram retrabalho ou gargalos?');
    await answer.fill('Retrabalho no faturamento.');
    await screen.getByRole('button', { name: 'Finalizar Diagnóstico' }).click();
    await expect.element(screen.getByText('Erro ao processar análise IGTA')).toBeVisible();
    await expect.element(answer).toHaveValue('Retrabalho no faturamento.');
  });
});
