// Assessments end to end (issue 14): a new user signs up, finds Roda da Vida open and MBTI and IGTA
// locked on the Free plan, completes Roda da Vida (wheel, report, rating, .txt, PDF), upgrades,
// completes MBTI and IGTA, opens them from the history and deletes one. Each screen is saved in
// both themes on the way.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppPage,
  expectPath,
  field,
  launchBrowser,
  openApp,
  readOutbox,
  screenshotBothThemes,
} from './harness';

const stamp = Date.now().toString(36);
const person = {
  firstName: 'Rafael',
  lastName: 'Moreira',
  email: `rafael.moreira.${stamp}@oficinaprogresso.com.br`,
  phone: `119${String(Date.now()).slice(-8)}`,
  password: 'Oficina@2026',
};

let browser: Browser;
let app: AppPage;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
  page = app.page;
});

afterAll(async () => {
  await browser?.close();
});

/** Saves a download and returns its name and text. */
async function download(trigger: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), text: fs.readFileSync(saved, 'utf8') };
}

describe('assessments for a new user', () => {
  it('signs up and verifies', async () => {
    await page.goto('/register');
    await field(page, 'Nome').fill(person.firstName);
    await field(page, 'Sobrenome').fill(person.lastName);
    await field(page, 'E-mail').fill(person.email);
    await field(page, 'Celular').pressSequentially(person.phone);
    await field(page, 'Senha').fill(person.password);
    await field(page, 'Confirmar senha').fill(person.password);
    await page.getByRole('checkbox', { name: /Termos de Uso/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByRole('heading', { name: 'Verificar Conta' }).waitFor({ timeout: 20_000 });
    const [, code] = await readOutbox(person.email, /\b(\d{6})\b/);
    await page.getByLabel('Código de verificação').fill(code ?? '');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(
      (url) => !url.pathname.startsWith('/register') && !url.pathname.startsWith('/login'),
    );
  });

  it('the list: Roda da Vida open, MBTI and IGTA locked on the Free plan', async () => {
    await page.goto('/assessment-sppock');
    await expectPath(page, '/assessment');
    await page.getByRole('heading', { level: 1, name: 'Testes Profissionais' }).waitFor();
    const mbti = page.getByRole('article', { name: 'Teste de Personalidade MBTI' });
    await mbti.getByText('Fora do seu plano').waitFor();
    await screenshotBothThemes(
      page,
      'assessments-01-list',
      [page.getByRole('button', { name: 'Roda da Vida', exact: true }), mbti.getByText('Novo Teste')],
      { fullPage: true },
    );
    await page.getByRole('button', { name: 'Organizacional', exact: true }).click();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.getByRole('button', { name: 'Todos', exact: true }).click();
    await page.getByRole('button', { name: 'Roda da Vida', exact: true }).click();
    await expectPath(page, '/assessment/rodavida');
  });

  it('completes Roda da Vida: sliders, wheel, report', async () => {
    await page.getByText('Duração: 15-20 minutos, 8 áreas da vida').waitFor();
    await screenshotBothThemes(page, 'assessments-02-roda-intro', [
      page.getByRole('button', { name: 'Começar Avaliação Agora' }),
    ]);
    await page.getByRole('button', { name: 'Começar Avaliação Agora' }).click();
    const sliders = page.getByRole('slider');
    await sliders.first().waitFor();
    const count = await sliders.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let index = 0; index < count; index++) {
      await sliders.nth(index).focus();
      // 3 to 9 steps to the right: a wheel with shape.
      for (let step = 0; step < 3 + (index % 7); step++) {
        await page.keyboard.press('ArrowRight');
      }
    }
    await screenshotBothThemes(page, 'assessments-03-roda-questions', [
      page.getByText('Muito Insatisfeito').first(),
      page.getByRole('button', { name: 'Concluir Avaliação' }),
    ]);
    await page.getByRole('button', { name: 'Concluir Avaliação' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sua Roda da Vida' }).waitFor({ timeout: 60_000 });
    await page.locator('svg.recharts-surface').first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Relatório', exact: true }).waitFor();
    await screenshotBothThemes(
      page,
      'assessments-04-roda-results',
      [
        page.locator('svg.recharts-surface'),
        page.getByRole('heading', { level: 2, name: 'Relatório', exact: true }),
      ],
      { fullPage: true },
    );
  });

  it('rates it, exports the .txt and prints the PDF with the wheel', async () => {
    await page.getByText('4 estrelas').click({ force: true });
    await page.getByLabel('Comentário (opcional)').fill('Me ajudou a ver que preciso cuidar da saúde.');
    await page.getByRole('button', { name: 'Enviar feedback' }).click();
    await page.getByText('Feedback salvo!').first().waitFor();

    const text = await download(() => page.getByRole('button', { name: 'Exportar .txt' }).click());
    expect(text.name).toMatch(/^roda-da-vida-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(text.text.length).toBeGreaterThan(200);
    await page.getByText('Relatório exportado com sucesso!').first().waitFor();

    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    const frame = page.frameLocator('iframe[data-sppock-print]');
    await frame.locator('svg.recharts-surface').waitFor({ state: 'attached' });
    // The print view, printed by Chromium to a PDF file: what 'Salvar como PDF' gives the user.
    const html = await page
      .locator('iframe[data-sppock-print]')
      .evaluate((element) => (element as HTMLIFrameElement).contentDocument?.documentElement.outerHTML ?? '');
    const printer = await app.context.newPage();
    await printer.setContent(html);
    await printer.emulateMedia({ media: 'print' });
    await printer.screenshot({
      path: path.join(inject('screenshotsDir'), 'assessments-roda-print-view.png'),
      fullPage: true,
    });
    const pdf = await printer.pdf({ format: 'A4', printBackground: true });
    await printer.close();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    fs.writeFileSync(path.join(inject('screenshotsDir'), 'assessments-roda-report.pdf'), pdf);
  });

  it('finds it in the history and opens it again', async () => {
    await page.getByRole('button', { name: 'Fazer Nova Avaliação' }).click();
    await page.getByRole('button', { name: 'Ver Histórico (1)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Histórico de Roda da Vida' }).waitFor();
    await page.getByText('Concluída').first().waitFor();
    await screenshotBothThemes(page, 'assessments-05-roda-history', [
      page.getByRole('button', { name: 'Ver Detalhes' }),
    ]);
    await page.getByRole('button', { name: 'Ver Detalhes' }).click();
    await page.getByRole('button', { name: 'Voltar ao Histórico' }).waitFor();
  });

  it('MBTI is closed to the Free plan', async () => {
    await page.goto('/assessment/mbti');
    await page.getByRole('button', { name: 'Ver planos' }).waitFor();
    expect(await page.getByRole('button', { name: 'Começar Teste' }).count()).toBe(0);
  });

  it('after upgrading, completes MBTI', async () => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Fazer Upgrade' }).first().click();
    await page.waitForURL((url) => url.pathname !== '/pricing');
    await page.goto('/assessment/mbti');
    await page.getByRole('button', { name: 'Começar Teste' }).click();
    const submit = page.getByRole('button', { name: 'Ver Meus Resultados' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    for (let index = 0; index < 32; index++) {
      // Agree with the odd statements more than with the even ones, with some variety.
      const value = index % 2 === 0 ? 4 + (index % 4 === 0 ? 1 : 0) : 2;
      await page
        .getByRole('radio', { name: new RegExp(`^${value} — `) })
        .nth(index)
        .check();
    }
    await page.getByText('32/32 respondidas').waitFor();
    await screenshotBothThemes(page, 'assessments-06-mbti-questions', [submit]);
    await submit.click();
    await page
      .getByRole('heading', { level: 2, name: 'Suas dimensões', exact: true })
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Ver os 16 tipos' }).click();
    await page.getByRole('heading', { name: 'Analistas (NT)' }).waitFor();
    await screenshotBothThemes(
      page,
      'assessments-07-mbti-results',
      [
        page.getByRole('heading', { level: 2, name: 'Seu tipo', exact: true }),
        page.getByRole('heading', { level: 2, name: 'Relatório', exact: true }),
      ],
      { fullPage: true },
    );
    const text = await download(() => page.getByRole('button', { name: 'Exportar .txt' }).click());
    expect(text.name).toMatch(/^relatorio-mbti-\d{4}-\d{2}-\d{2}\.txt$/);
  });

  it('completes IGTA with the company form, gives feedback, then deletes it from the history', async () => {
    await page.goto('/assessment/igta');
    await field(page, 'Empresa').fill('Oficina Progresso');
    await field(page, 'Departamento').fill('Oficina');
    await field(page, 'Cargo').fill('Sócio-gerente');
    await field(page, 'Número de funcionários').fill('14');
    await page.getByRole('button', { name: 'Iniciar Diagnóstico IGTA' }).click();
    await page.getByRole('button', { name: 'Finalizar Diagnóstico' }).click();
    await page.getByText('Por favor, responda pelo menos algumas questões').waitFor();
    const answers = page.getByRole('textbox');
    await answers.nth(0).fill('A equipe é unida, mas evita falar de problemas com o cliente.');
    await answers.nth(8).fill('Eu decido quase tudo; os mecânicos esperam minhas ordens.');
    await answers.nth(16).fill('Não temos ordem de serviço digital: tudo em papel.');
    await screenshotBothThemes(page, 'assessments-08-igta-questions', [
      page.getByRole('button', { name: 'Finalizar Diagnóstico' }),
    ]);
    await page.getByRole('button', { name: 'Finalizar Diagnóstico' }).click();
    await page.getByText('Análise IGTA concluída com sucesso!').first().waitFor({ timeout: 60_000 });
    await page.getByText('Oficina Progresso').first().waitFor();
    await page.getByLabel('Seu feedback sobre o diagnóstico').fill('Gostei do plano de ação por dimensão.');
    await page.getByRole('button', { name: 'Enviar feedback' }).click();
    await page.getByText('Feedback salvo!').first().waitFor();
    await screenshotBothThemes(
      page,
      'assessments-09-igta-results',
      [
        page.getByRole('heading', { level: 2, name: 'Dados da sessão', exact: true }),
        page.getByRole('heading', { level: 2, name: 'Relatório', exact: true }),
      ],
      { fullPage: true },
    );
    const text = await download(() => page.getByRole('button', { name: 'Exportar .txt' }).click());
    expect(text.name).toMatch(/^igta-report-\d{4}-\d{2}-\d{2}\.txt$/);

    await page.getByRole('button', { name: 'Fazer Nova Avaliação' }).click();
    await page.getByRole('button', { name: 'Ver Histórico (1)' }).click();
    await page.getByRole('heading', { name: 'Seus diagnósticos' }).waitFor();
    await page.getByRole('button', { name: /^Excluir / }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Tem certeza que deseja deletar esta avaliação?' });
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Sessão excluída com sucesso').first().waitFor();
    await page.getByText('Nenhuma avaliação encontrada').waitFor();
    expect(app.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});
