import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { FREE_CATALOGUE } from './fixtures';
import { MbtiPage } from './MbtiPage';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

describe('MbtiPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<MbtiPage />, {
      sppock: { handlers: assessmentsHandlers(), path: '/assessment/mbti' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Ver Histórico (1)');
      },
    });
  });

  it('counts the answers, submits only when all 32 are in, then shows the type, the bars and the 16 types', async () => {
    const { screen, host } = await renderWithSppock(<MbtiPage />, {
      handlers: assessmentsHandlers(),
      path: '/assessment/mbti',
    });
    await screen.getByRole('button', { name: 'Começar Teste' }).click();
    const submit = screen.getByRole('button', { name: 'Ver Meus Resultados' });
    await expect.element(submit).toBeDisabled();
    await expect.element(screen.getByText('0/32 respondidas')).toBeVisible();
    // Disagree with the odd statements (first letters) and agree with the even ones: I, N, F, P at 100 %.
    for (let index = 0; index < 32; index++) {
      const name = index % 2 === 0 ? '1 — Discordo totalmente' : '5 — Concordo totalmente';
      await screen.getByRole('radio', { name }).nth(index).click();
      if (index === 30) {
        await expect.element(screen.getByText('31/32 respondidas')).toBeVisible();
        await expect.element(submit).toBeDisabled();
      }
    }
    await expect.element(screen.getByText('32/32 respondidas')).toBeVisible();
    await submit.click();
    await expect.element(screen.getByText('Avaliação concluída!')).toBeVisible();
    expect(host.count('POST /api/assessment/mbti/api/submit/')).toBe(1);
    await expect.element(screen.getByText('INFP', { exact: true }).first()).toBeVisible();
    await expect.element(screen.getByText('O Mediador').first()).toBeVisible();
    await expect
      .element(screen.getByRole('img', { name: 'Extroversão 0%, Introversão 100%: Excelente' }))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Ver os 16 tipos' }).click();
    for (const group of ['Analistas (NT)', 'Diplomatas (NF)', 'Sentinelas (SJ)', 'Exploradores (SP)']) {
      await expect.element(screen.getByRole('heading', { name: group })).toBeVisible();
    }
  });

  it("opens a session from the history ('Sessão carregada com sucesso!') and rates it", async () => {
    const { screen, host } = await renderWithSppock(<MbtiPage initialStep="history" />, {
      handlers: assessmentsHandlers(),
      path: '/assessment/mbti',
    });
    // The card's MBTI type carries its quality label: I 72, N 59, T 84, J 66 average 70 → Bom.
    const card = screen.getByRole('article', { name: 'Avaliação MBTI' });
    await expect.element(card.getByText(/^INTJ/)).toBeVisible();
    await expect.element(card.getByText('Bom', { exact: true })).toBeVisible();
    await screen.getByRole('button', { name: 'Ver Detalhes' }).click();
    await expect.element(screen.getByText('Sessão carregada com sucesso!')).toBeVisible();
    expect(host.count('GET /api/assessment/mbti/api/sessions/52/')).toBe(1);
    await expect.element(screen.getByRole('heading', { name: 'Como foi sua experiência?' })).toBeVisible();
    await screen.getByRole('button', { name: 'Enviar feedback' }).click();
    await expect.element(screen.getByText('Escolha de 1 a 5 estrelas.')).toBeVisible();
    await screen.getByText('4 estrelas').click({ force: true });
    await screen.getByLabelText('Comentário (opcional)').fill('Descreveu bem meu jeito.');
    await screen.getByRole('button', { name: 'Enviar feedback' }).click();
    await expect.element(screen.getByText('Feedback salvo!')).toBeVisible();
    expect(host.count('POST /api/assessment/mbti/api/sessions/52/feedback/')).toBe(1);
    await screen.getByRole('button', { name: 'Voltar ao Histórico' }).click();
    await expect
      .element(screen.getByRole('heading', { name: 'Histórico de Teste de Personalidade MBTI' }))
      .toBeVisible();
  });

  it('a Free user is shown the plans that include MBTI instead of the start', async () => {
    const { screen, navigations } = await renderWithSppock(<MbtiPage />, {
      handlers: assessmentsHandlers({ catalogue: FREE_CATALOGUE }),
      path: '/assessment/mbti',
    });
    await expect
      .element(
        screen.getByText('Ele faz parte do plano Pro e Enterprise. Mude de plano para fazer este teste.'),
      )
      .toBeVisible();
    expect(screen.getByRole('button', { name: 'Começar Teste' }).elements()).toHaveLength(0);
    await screen.getByRole('button', { name: 'Ver planos' }).click();
    expect(navigations).toEqual(['/pricing']);
  });
});
