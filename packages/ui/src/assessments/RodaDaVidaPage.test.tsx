import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { RodaDaVidaPage } from './RodaDaVidaPage';
import { reportFileName } from './reportFiles';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

describe('RodaDaVidaPage', () => {
  it('has no axe violations in either theme, on the intro and on the questions', async () => {
    await expectAccessibleInBothThemes(<RodaDaVidaPage />, {
      sppock: { handlers: assessmentsHandlers(), path: '/assessment/rodavida' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Ver Histórico (3)');
      },
    });
  });

  it('intro → questions → results: the sliders send 0–10 per area, the wheel and the report show', async () => {
    const { screen, host } = await renderWithSppock(<RodaDaVidaPage />, {
      handlers: assessmentsHandlers(),
      path: '/assessment/rodavida',
    });
    await expect.element(screen.getByText('Duração: 15-20 minutos, 8 áreas da vida')).toBeVisible();
    await screen.getByRole('button', { name: 'Começar Avaliação Agora' }).click();
    await expect.element(screen.getByText('Avaliação iniciada!')).toBeVisible();
    const first = screen.getByRole('slider', { name: 'Quão satisfeito você está com o seu trabalho atual?' });
    await expect.element(first).toHaveValue('0');
    await expect.element(screen.getByText('Muito Insatisfeito').first()).toBeVisible();
    await expect.element(screen.getByText('Muito Satisfeito').first()).toBeVisible();
    await userEvent.click(first);
    await userEvent.keyboard('{End}');
    await expect.element(first).toHaveValue('10');
    await screen.getByRole('button', { name: 'Concluir Avaliação' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Sua Roda da Vida' })).toBeVisible();
    await expect.element(screen.getByText('Avaliação concluída!')).toBeVisible();
    expect(host.count('POST /api/assessment/rodavida/api/submit/')).toBe(1);
    // Carreira: (10 + 0) / 2 = 5; the other areas 0; overall 5 / 8 = 0.6.
    await expect.element(screen.getByRole('row', { name: /^Carreira/ })).toHaveTextContent('Carreira5/10');
    await expect.element(screen.getByText('0,6/10')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Áreas que pedem atenção' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Fazer Nova Avaliação' })).toBeVisible();
  });

  it('the history opens a session, compares it with another, and goes back', async () => {
    const { screen } = await renderWithSppock(<RodaDaVidaPage />, {
      handlers: assessmentsHandlers(),
      path: '/assessment/rodavida',
    });
    await screen.getByRole('button', { name: 'Ver Histórico (3)' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Histórico de Roda da Vida' })).toBeVisible();
    await expect.element(screen.getByText('Incompleta')).toBeVisible();
    await screen.getByRole('button', { name: 'Ver Detalhes' }).first().click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Sua Roda da Vida' })).toBeVisible();
    await screen.getByLabelText('Comparar com').selectOptions('33');
    await expect.element(screen.getByRole('row', { name: /^Saúde/ })).toHaveTextContent('Saúde4/103/10');
    await screen.getByRole('button', { name: 'Voltar ao Histórico' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Histórico de Roda da Vida' })).toBeVisible();
  });

  it('deletes a session after the confirmation', async () => {
    const { screen, host } = await renderWithSppock(<RodaDaVidaPage initialStep="history" />, {
      handlers: assessmentsHandlers(),
      path: '/assessment/rodavida',
    });
    await screen.getByRole('button', { name: 'Excluir Avaliação Roda da Vida - anterior' }).click();
    const dialog = screen.getByRole('alertdialog', {
      name: 'Tem certeza que deseja deletar esta avaliação?',
    });
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect.element(screen.getByText('Avaliação deletada com sucesso')).toBeVisible();
    await expect.element(screen.getByText('2 avaliações')).toBeVisible();
    expect(host.count('DELETE /api/assessment/rodavida/api/sessions/33/')).toBe(1);
  });

  it('copies and exports the report as roda-da-vida-{date}.txt; the PDF prints the results', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { screen } = await renderWithSppock(<RodaDaVidaPage initialStep="history" />, {
        handlers: assessmentsHandlers(),
        path: '/assessment/rodavida',
      });
      await screen.getByRole('button', { name: 'Ver Detalhes' }).first().click();
      await screen.getByRole('button', { name: 'Copiar relatório' }).click();
      await expect.element(screen.getByText('Relatório copiado para a área de transferência!')).toBeVisible();
      expect(writeText.mock.calls[0]?.[0]).toContain('# Sua Roda da Vida');
      await screen.getByRole('button', { name: 'Exportar .txt' }).click();
      await expect.element(screen.getByText('Relatório exportado com sucesso!')).toBeVisible();
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toMatch(/^roda-da-vida-\d{4}-\d{2}-\d{2}\.txt$/);
      expect(reportFileName('mbti', new Date(2026, 2, 9))).toBe('relatorio-mbti-2026-03-09.txt');
      expect(reportFileName('igta', new Date(2026, 2, 9))).toBe('igta-report-2026-03-09.txt');
      await expect.element(screen.getByRole('row', { name: /^Carreira/ })).toBeInTheDocument();
      await screen.getByRole('button', { name: 'Exportar PDF' }).click();
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-sppock-print]');
      const printed = frame?.contentDocument?.body;
      expect(printed?.querySelector('h1')?.textContent).toBe('Roda da Vida');
      expect(printed?.querySelector('svg.recharts-surface')).not.toBeNull();
      // The wheel keeps its on-screen colours, without the theme's variables.
      const area = printed?.querySelector<SVGElement>('.recharts-radar-polygon path');
      expect(area?.style.getPropertyValue('fill')).toMatch(/^rgb/);
      expect(printed?.textContent).toContain('Áreas que pedem atenção');
      expect(printed?.querySelector('button')).toBeNull();
    } finally {
      writeText.mockRestore();
      click.mockRestore();
    }
  });

  it("a refused start says 'Erro ao iniciar avaliação' with the server's reason", async () => {
    const { screen } = await renderWithSppock(<RodaDaVidaPage />, {
      handlers: assessmentsHandlers({ submit: 'error' }),
      path: '/assessment/rodavida',
    });
    await screen.getByRole('button', { name: 'Começar Avaliação Agora' }).click();
    await expect.element(screen.getByText('Erro ao iniciar avaliação', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('Erro ao iniciar avaliação Roda da Vida')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Começar Avaliação Agora' })).toBeVisible();
  });

  it("a failed history says so and 'Tentar novamente' reloads it", async () => {
    const { screen, host } = await renderWithSppock(<RodaDaVidaPage initialStep="history" />, {
      handlers: assessmentsHandlers({ history: 'error' }),
      path: '/assessment/rodavida',
    });
    await expect.element(screen.getByText('Erro ao carregar o histórico')).toBeVisible();
    await screen.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => host.count('GET /api/assessment/rodavida/api/sessions/')).toBe(2);
  });
});
