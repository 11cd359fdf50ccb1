import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { AssessmentListPage, CARD_OPEN_DELAY_MS } from './AssessmentListPage';
import { assessmentsHandlers } from './assessmentsHandlers';
import { cardDescription, cardTooltip, plansText } from './catalogue';
import { CATALOGUE, FREE_CATALOGUE } from './fixtures';
import { assessmentsMessages } from './messages';

function clickNow(element: Element) {
  (element as HTMLElement).click();
}

beforeEach(async () => {
  await page.viewport(1280, 900);
});

describe('AssessmentListPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<AssessmentListPage />, {
      sppock: { handlers: assessmentsHandlers(), path: '/assessment' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Estilo de Liderança');
      },
    });
  });

  it('shows the cards with should_show, their status labels and plans; the category filter narrows them', async () => {
    const { screen } = await renderWithSppock(<AssessmentListPage />, {
      handlers: assessmentsHandlers(),
      path: '/assessment',
    });
    await expect.element(screen.getByRole('heading', { name: 'Roda da Vida' })).toBeVisible();
    expect(screen.getByText('Teste desligado').elements()).toHaveLength(0);
    await expect.element(screen.getByText('Novo Teste')).toBeVisible();
    await expect.element(screen.getByText('Em Breve')).toBeVisible();
    await expect.element(screen.getByText('Em Desenvolvimento')).toBeVisible();
    await expect.element(screen.getByText('Manutenção')).toBeVisible();
    await screen.getByRole('button', { name: 'Autoconhecimento' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Autoconhecimento' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('article').elements()).toHaveLength(2);
    await screen.getByRole('button', { name: 'Cognição' }).click();
    await expect.element(screen.getByText('Nenhum teste encontrado nesta categoria')).toBeVisible();
  });

  it('an open card scrolls, then opens its route 300 ms later; a closed one does nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { screen, navigations } = await renderWithSppock(<AssessmentListPage />, {
        handlers: assessmentsHandlers(),
        path: '/assessment',
      });
      await expect.element(screen.getByRole('button', { name: 'Inteligência Emocional' })).toBeVisible();
      // Clicked through the DOM, synchronously: an awaited locator click polls, and polling
      // advances fake timers, which would run the 300 ms delay before it is measured.
      clickNow(screen.getByRole('button', { name: 'Inteligência Emocional' }).element());
      clickNow(screen.getByRole('button', { name: 'Teste de Personalidade MBTI' }).element());
      vi.advanceTimersByTime(CARD_OPEN_DELAY_MS - 1);
      expect(navigations).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(navigations).toEqual(['/assessment/mbti']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a Free user sees the lock on the tests of paid plans, and cannot open them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { screen, navigations } = await renderWithSppock(<AssessmentListPage />, {
        handlers: assessmentsHandlers({ catalogue: FREE_CATALOGUE }),
        path: '/assessment',
      });
      const mbti = screen.getByRole('article', { name: 'Teste de Personalidade MBTI' });
      await expect.element(mbti.getByText('Fora do seu plano')).toBeVisible();
      const opener = mbti.getByRole('button', { name: 'Teste de Personalidade MBTI' });
      await expect.element(opener).toHaveAttribute('aria-disabled', 'true');
      clickNow(opener.element());
      vi.advanceTimersByTime(CARD_OPEN_DELAY_MS * 2);
      expect(navigations).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a failed list says 'Falha ao carregar assessments…' and 'Tentar novamente' loads again", async () => {
    const { screen, host } = await renderWithSppock(<AssessmentListPage />, {
      handlers: assessmentsHandlers({ list: 'error' }),
      path: '/assessment',
    });
    await expect
      .element(screen.getByText('Falha ao carregar assessments. Tente novamente mais tarde.'))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => host.count('GET /api/assessment/agents/')).toBe(2);
  });

  it('card rules: tooltips by status then plan, descriptions cut at 200, plan names', () => {
    const messages = assessmentsMessages;
    expect(cardTooltip(CATALOGUE[0]!, messages)).toBe('Clique para iniciar este teste');
    expect(cardTooltip(CATALOGUE[1]!, messages)).toBe('Novo teste disponível!');
    expect(cardTooltip(FREE_CATALOGUE[1]!, messages)).toBe(
      'Este teste não está disponível na sua assinatura atual',
    );
    expect(cardTooltip(CATALOGUE[3]!, messages)).toBe('Este teste estará disponível em breve');
    expect(cardTooltip(CATALOGUE[4]!, messages)).toBe('Este teste está em desenvolvimento');
    expect(cardTooltip(CATALOGUE[5]!, messages)).toBe('Este teste está em manutenção');
    expect(cardDescription('a'.repeat(200))).toBe('a'.repeat(200));
    expect(cardDescription('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`);
    expect(plansText(['professional', 'enterprise'])).toBe('Pro e Enterprise');
    expect(plansText(['freemium', 'professional', 'enterprise'])).toBe('Free, Pro e Enterprise');
  });
});
