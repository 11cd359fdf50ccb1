// The Enterprise team and its custom agents end to end (issue 21), as the demo Enterprise
// superuser: invite a member by e-mail, accept the invitation (the link from the dev outbox) as a
// new person who registers from it, chat as the member on the team's pool, see the member's usage
// as the owner, remove the member; create a custom agent with a knowledge document and have the
// Commander route a matching request to it, answered from the document (offline: extractive).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppPage,
  expectPath,
  field,
  launchBrowser,
  openApp,
  readOutbox,
  screenshotBothThemes,
} from './harness';

/** Waits for what a person would see; a lazily loaded screen can take seconds on a busy machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

const RUN = Date.now().toString(36);
const MEMBER = {
  email: `joana.${RUN}@padariaboavista.com.br`,
  firstName: 'Joana',
  lastName: `Lima ${RUN}`,
  password: 'Fermento@2026',
};
const AGENT = `Cardápio Boa Vista ${RUN}`;
const STARTER = 'Qual o preço do pão de queijo da padaria?';
const DOCUMENT = [
  'Cardápio da Padaria Boa Vista — tabela de 2026.',
  '',
  'O pão de queijo da padaria custa R$ 4,50 a unidade, ou R$ 42,00 a dúzia.',
  'O bolo de cenoura com cobertura de chocolate custa R$ 38,00 inteiro.',
  'O café coado de 200 ml custa R$ 6,00.',
].join('\n');

let browser: Browser;
let owner: AppPage;
let member: AppPage;
let documentPath = '';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await poll(() => new URL(page.url()).pathname).not.toBe('/login');
}

async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Fechar notificação' }).all()) {
    await close.click().catch(() => undefined);
  }
}

const log = (page: Page) => page.getByRole('log', { name: 'Mensagens da conversa' });

/** Sends a Commander message once the agent's spacing allows it. */
async function sendToCommander(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.fill(text);
  const button = page.getByRole('button', { name: 'Enviar mensagem' });
  await poll(() => button.isEnabled()).toBe(true);
  await input.press('Enter');
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await openApp(browser);
  member = await openApp(browser);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-teams-'));
  documentPath = path.join(dir, 'cardapio-boa-vista-2026.txt');
  fs.writeFileSync(documentPath, DOCUMENT);
});

afterAll(async () => {
  await browser?.close();
  if (documentPath) {
    fs.rmSync(path.dirname(documentPath), { recursive: true, force: true });
  }
});

describe('the Enterprise team', () => {
  it('the owner invites a member by e-mail from the Equipe tab', async () => {
    const { page } = owner;
    await signIn(page, 'admin@sppock.dev', 'Admin@2026');
    await page.goto('/profile?tab=equipe');
    await page.getByText('Lugares em uso').waitFor();
    await field(page, 'E-mail da pessoa').fill(MEMBER.email);
    await page.getByRole('button', { name: 'Enviar convite' }).click();
    await page.getByText(`Convite enviado para ${MEMBER.email}.`).first().waitFor();
    const invitations = page.getByRole('region', { name: 'Convites abertos' });
    await invitations.getByText(MEMBER.email).waitFor();
    await screenshotBothThemes(page, 'teams-01-invited', [
      page.getByText('Lugares em uso'),
      invitations.getByText(MEMBER.email),
    ]);
  });

  it('a new person registers from the e-mail link and joins the team', async () => {
    const { page } = member;
    const [link] = await readOutbox(MEMBER.email, /\/convite\/[A-Za-z0-9_-]+/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Convite para a equipe' }).waitFor();
    await poll(() => page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(MEMBER.email);
    await field(page, 'Nome').fill(MEMBER.firstName);
    await field(page, 'Sobrenome').fill(MEMBER.lastName);
    await field(page, 'Senha').fill(MEMBER.password);
    await field(page, 'Confirmar senha').fill(MEMBER.password);
    await page.getByLabel('Li e aceito os Termos de Uso e a Política de Privacidade').check();
    await screenshotBothThemes(page, 'teams-02-invitation', [
      page.getByRole('heading', { name: 'Convite para a equipe' }),
      page.getByRole('button', { name: 'Criar conta e entrar na equipe' }),
    ]);
    await page.getByRole('button', { name: 'Criar conta e entrar na equipe' }).click();
    await poll(() => new URL(page.url()).pathname).not.toMatch(/^\/convite\//);
    // Inside the team: the Equipe tab says whose Enterprise plan the member uses.
    await page.goto('/profile?tab=equipe');
    await page.getByText(/Você usa o plano Enterprise da equipe de /).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar convite' }).count()).toBe(0);
  });

  it('the member chats with the Commander on the team pool', async () => {
    const { page } = member;
    await page.goto('/agents/chatsppock');
    await page.getByRole('heading', { name: 'Commander', exact: true }).waitFor();
    await sendToCommander(page, 'Escreva um e-mail de boas-vindas para um cliente novo da padaria');
    await log(page)
      .getByText(/tokens · R\$/)
      .first()
      .waitFor({ timeout: 60_000 });
    await screenshotBothThemes(page, 'teams-03-member-chat', [log(page).getByText(/tokens · R\$/)]);
  });

  it("the owner sees the member's usage, then removes the member", async () => {
    const { page } = owner;
    await page.goto('/profile?tab=equipe');
    const usage = page.getByRole('table', { name: 'Tokens, custo e conversas de cada pessoa' });
    const row = usage.getByRole('row').filter({ hasText: MEMBER.firstName });
    await row.waitFor();
    // One conversation, and the tokens of its answer.
    await poll(async () => (await row.getByRole('cell').allInnerTexts()).join(' | ')).toMatch(
      /^[1-9][\d.]* \| R\$\s\d+,\d{2} \| 1$/,
    );
    await screenshotBothThemes(page, 'teams-04-usage', [usage, row], { fullPage: true });
    const name = `${MEMBER.firstName} ${MEMBER.lastName}`;
    await page.getByRole('button', { name: `Remover: ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remover ${name} da equipe?` });
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await poll(() => page.getByRole('button', { name: `Remover: ${name}` }).count()).toBe(0);
    // Removed, the person is back on Free with their own conversations.
    await member.page.goto('/profile?tab=equipe');
    await poll(() => member.page.getByText(/Você usa o plano Enterprise da equipe de /).count()).toBe(0);
  });
});

describe("the team's custom agents", () => {
  it('the owner creates an agent and gives it a knowledge document', async () => {
    const { page } = owner;
    await dismissToasts(page);
    await page.getByRole('link', { name: 'Agentes da equipe' }).first().click();
    await expectPath(page, '/agents/personalizados');
    await page.getByRole('heading', { name: 'Agentes da equipe', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Novo agente' }).click();
    const form = page.getByRole('dialog', { name: 'Novo agente personalizado' });
    await field(page, 'Nome').fill(AGENT);
    await form.getByRole('combobox', { name: 'Categoria' }).selectOption('Vendas');
    await field(page, 'Descrição').fill(
      'Responde preços e itens do cardápio da Padaria Boa Vista a partir da tabela de 2026.',
    );
    await field(page, 'Instruções').fill(
      'Responda só com os preços da tabela anexada e cite o documento. Se o item não estiver nela, diga isso.',
    );
    await field(page, 'Sugestões de início').fill(`${STARTER}\nQuanto custa o bolo de cenoura?`);
    await screenshotBothThemes(page, 'teams-05-agent-form', [
      form.getByRole('button', { name: 'Criar agente' }),
    ]);
    await form.getByRole('button', { name: 'Criar agente' }).click();
    await page.getByText(`Agente ${AGENT} criado.`).first().waitFor();
    const documents = page.getByRole('dialog', { name: `Documentos de ${AGENT}` });
    await documents.getByText('Nenhum documento ainda.').waitFor();
    await documents.getByLabel('Arquivo do documento').setInputFiles(documentPath);
    await documents.getByRole('button', { name: 'Enviar documento' }).click();
    await page.getByText('Documento cardapio-boa-vista-2026.txt adicionado.').first().waitFor();
    await documents.getByText('cardapio-boa-vista-2026.txt').waitFor();
    await screenshotBothThemes(page, 'teams-06-agent-documents', [
      documents.getByText('cardapio-boa-vista-2026.txt'),
    ]);
    await documents.getByRole('button', { name: 'Fechar' }).last().click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: AGENT }) });
    await card.getByText('1 documento · Sem ferramentas').waitFor();
    await screenshotBothThemes(page, 'teams-07-agents', [card]);
  });

  it('the Commander routes a matching request to the agent, answered from the document', async () => {
    const { page } = owner;
    await dismissToasts(page);
    await page.goto('/agents/chatsppock');
    await page.getByRole('heading', { name: 'Commander', exact: true }).waitFor();
    // The team's agent is listed in its category, marked as the team's.
    await page.getByRole('button', { name: 'Vendas e negócios' }).click();
    const category = page.getByRole('dialog', { name: 'Vendas e negócios' });
    await category.getByRole('link', { name: new RegExp(`${AGENT}.*Da equipe`) }).waitFor();
    await screenshotBothThemes(page, 'teams-08-category', [category.getByText(AGENT)]);
    await category.getByRole('button', { name: 'Entendi' }).click();
    await sendToCommander(page, STARTER);
    const routing = page.getByRole('region', { name: 'Roteamento do Commander' });
    await routing.getByText(AGENT, { exact: true }).waitFor({ timeout: 60_000 });
    await log(page)
      .getByText(/R\$ 4,50/)
      .first()
      .waitFor();
    await screenshotBothThemes(page, 'teams-09-routed', [
      routing.getByText(AGENT),
      log(page).getByText(/R\$ 4,50/),
    ]);
  });

  it("the agent's own chat answers with the document as its source", async () => {
    const { page } = owner;
    await dismissToasts(page);
    await page.goto('/agents/personalizados');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: AGENT }) });
    await card.getByRole('link', { name: 'Abrir conversa' }).click();
    await poll(() => new URL(page.url()).pathname).toMatch(/^\/agents\/cag_/);
    await page.getByRole('heading', { name: AGENT, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Quanto custa o bolo de cenoura?' }).click();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    const messages = page.getByRole('list', { name: 'Mensagens' });
    await messages
      .getByText(/R\$ 38,00/)
      .first()
      .waitFor({ timeout: 60_000 });
    await messages.getByText('cardapio-boa-vista-2026.txt').first().waitFor();
    await poll(() => new URL(page.url()).searchParams.get('session')).toBeTruthy();
    await screenshotBothThemes(page, 'teams-10-agent-chat', [
      messages.getByText(/R\$ 38,00/).first(),
      page.getByRole('navigation', { name: 'Conversas' }),
    ]);
    expect(owner.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
