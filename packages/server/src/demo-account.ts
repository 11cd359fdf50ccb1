// The demo subscriber's lived-in account (outside production, first start only): five months of
// a small bakery using the agents, written through the same functions the product uses —
// conversations and answers (metered, logged), the plan upgrade, a support message and the
// team's reply (notifications). Every item belongs to demo@sppock.dev only; new accounts start
// empty.

import { PRODUCT_TIME_ZONE } from '@sppock/sdk/domain';
import { eq } from 'drizzle-orm';
import { DAY, HOUR, MINUTE } from './clock.ts';
import type { Executor } from './db/client.ts';
import { recordActivity } from './modules/accounts/activities/activities.ts';
import { users } from './modules/accounts/schema.ts';
import { createUser, type UserRow } from './modules/accounts/users.ts';
import type { AgentType } from './modules/agents/catalog.ts';
import {
  appendAgentReply,
  appendUserMessage,
  deleteConversation,
  startConversation,
} from './modules/agents/conversations.ts';
import { opaqueId } from './modules/payments/provider.ts';
import { subscriptions } from './modules/payments/schema.ts';
import { CYCLE_MS } from './modules/payments/subscriptions.ts';
import { answerSupportMessage, categoryIdByName, openSupportMessage } from './modules/support/inbox.ts';

/** List prices (USD per 1M tokens, input/output) of the models the demo's answers came from. */
const MODELS = {
  'gpt-4o-mini': { provider: 'openai', input: 0.15, output: 0.6 },
  'gemini-2.0-flash': { provider: 'gemini', input: 0.1, output: 0.4 },
} as const;
/** The exchange rate the demo's costs were converted with. */
const DEMO_USD_BRL = 5.4;

interface Exchange {
  ask: string;
  answer: string;
  /** Defaults to the conversation's agent. */
  agentUsed?: AgentType;
  confidence?: number;
  model: keyof typeof MODELS;
  input: number;
  output: number;
}

interface ScriptedConversation {
  /** When it started, before the seed's "now". */
  ago: number;
  agent: AgentType;
  title: string;
  exchanges: Exchange[];
  /** Deleted a while after it started (it keeps counting in the cycle's usage). */
  deleted?: boolean;
}

const CONVERSATIONS: ScriptedConversation[] = [
  {
    ago: 128 * DAY + 5 * HOUR,
    agent: 'chatsppock',
    title: 'Ideias para o cardápio de inverno',
    exchanges: [
      {
        ask: 'Quais produtos de inverno posso lançar na Padaria Boa Vista para aumentar o ticket médio no fim da tarde?',
        answer:
          'Quatro apostas para o fim da tarde:\n\n1. **Caldos no pão italiano** (mandioca com carne seca e canjiquinha), R$ 24,90.\n2. **Chocolate quente cremoso** com opção de chantili, R$ 12,00.\n3. **Combo pão de queijo + café coado** para levar, R$ 9,90.\n4. **Broa de fubá com goiabada** saindo às 17h, anunciada no balcão e no Instagram.',
        agentUsed: 'brainstorm',
        confidence: 91,
        model: 'gpt-4o-mini',
        input: 14_200,
        output: 2_150,
      },
    ],
  },
  {
    ago: 121 * DAY + 2 * HOUR,
    agent: 'email_writer',
    title: 'E-mail de boas-vindas ao clube de fidelidade',
    exchanges: [
      {
        ask: 'Escreva um e-mail de boas-vindas para quem entrou no clube de fidelidade da padaria: a cada 10 cafés, o 11º é por nossa conta.',
        answer:
          '**Assunto:** Bem-vindo ao Clube Boa Vista ☕\n\nOlá!\n\nQue alegria ter você no nosso clube de fidelidade. A partir de hoje, cada café coado conta ponto: no 10º, o 11º é por nossa conta.\n\nÉ só informar seu CPF no caixa. Até o próximo café!\n\nEquipe Padaria Boa Vista',
        model: 'gpt-4o-mini',
        input: 3_800,
        output: 1_210,
      },
    ],
  },
  {
    ago: 109 * DAY + 7 * HOUR,
    agent: 'competition',
    title: 'Concorrentes na Savassi e no Funcionários',
    exchanges: [
      {
        ask: 'Analise as padarias artesanais da Savassi e do Funcionários: preços do pão de fermentação natural, horários e diferenciais.',
        answer:
          '| Padaria | Pão natural (500 g) | Horário | Diferencial |\n|---|---|---|---|\n| Forno da Savassi | R$ 28,00 | 7h–20h | brunch aos sábados |\n| Casa do Levain | R$ 32,00 | 8h–19h | assinatura semanal |\n| Pão & Prosa | R$ 25,50 | 6h30–21h | entrega por aplicativo |\n\n**Oportunidade:** nenhuma abre antes das 6h30 — o café da manhã de quem vai cedo para o trabalho está livre.',
        model: 'gemini-2.0-flash',
        input: 82_400,
        output: 5_420,
      },
    ],
  },
  {
    ago: 96 * DAY + 3 * HOUR,
    agent: 'content_generator',
    title: 'Posts de lançamento do pão de fermentação natural',
    exchanges: [
      {
        ask: 'Crie três posts para o Instagram anunciando o nosso pão de fermentação natural, que fica pronto às 7h.',
        answer:
          '**Post 1 — Bastidores:** "48 horas de fermentação, 7 da manhã no balcão. Vem sentir o cheiro 🍞"\n\n**Post 2 — Educativo:** "Fermentação natural = mais sabor e digestão leve. Sem fermento químico, só farinha, água, sal e tempo."\n\n**Post 3 — Oferta:** "Na primeira semana, leve o pão natural + manteiga da casa por R$ 29,90."',
        model: 'gpt-4o-mini',
        input: 6_200,
        output: 1_930,
      },
    ],
  },
  {
    ago: 88 * DAY + 4 * HOUR,
    agent: 'lead_finder',
    title: 'Cafeterias e restaurantes para fornecimento de pães em BH',
    exchanges: [
      {
        ask: 'Encontre cafeterias e restaurantes na região Centro-Sul de BH que poderiam comprar pães da padaria para revenda.',
        answer:
          'Encontrei **18 estabelecimentos** com perfil de compra recorrente. Os cinco mais promissores:\n\n1. Café Lourdes — brunch diário, compra pães de terceiros.\n2. Bistrô da Praça — 60 lugares, cesta de pães no couvert.\n3. Empório Sion — vende pães embalados.\n4. Café do Mercado — alto fluxo pela manhã.\n5. Restaurante Serra Verde — almoço executivo.\n\nA lista completa com telefones está abaixo.',
        model: 'gemini-2.0-flash',
        input: 95_300,
        output: 6_820,
      },
      {
        ask: 'Filtre só os que abrem aos domingos.',
        answer:
          'Dos 18, **7 abrem aos domingos**: Café Lourdes, Bistrô da Praça, Café do Mercado, Casa Amarela, Empório Sion, Padoca Gourmet e Quintal Café.',
        model: 'gemini-2.0-flash',
        input: 41_200,
        output: 3_150,
      },
    ],
  },
  {
    ago: 74 * DAY + 6 * HOUR,
    agent: 'funil_vendas',
    title: 'Funil de vendas das encomendas corporativas',
    exchanges: [
      {
        ask: 'Monte um funil de vendas para encomendas de coffee break em empresas.',
        answer:
          '**Topo:** anúncio no LinkedIn para gestores de RH do Funcionários e do Belvedere.\n**Meio:** cardápio em PDF com três pacotes (R$ 18, R$ 26 e R$ 35 por pessoa).\n**Fundo:** degustação gratuita para pedidos acima de 30 pessoas.\n**Pós-venda:** pesquisa de satisfação e cupom de 10% na segunda encomenda.',
        model: 'gpt-4o-mini',
        input: 9_500,
        output: 2_830,
      },
    ],
  },
  {
    ago: 61 * DAY + 2 * HOUR,
    agent: 'supplier_finder',
    title: 'Fornecedores de farinha orgânica em Minas Gerais',
    exchanges: [
      {
        ask: 'Procure fabricantes e distribuidores de farinha de trigo orgânica que entreguem em Belo Horizonte.',
        answer:
          'Três opções com certificação orgânica e entrega em BH:\n\n- **Moinho Serra da Canastra** (fabricante, São Roque de Minas) — saca de 25 kg por R$ 189,00.\n- **Distribuidora Grãos Gerais** (distribuidor, Contagem) — pedido mínimo de 10 sacas.\n- **Orgânicos do Sul de Minas** (importador e distribuidor, Pouso Alegre) — entrega quinzenal.',
        model: 'gemini-2.0-flash',
        input: 78_600,
        output: 5_140,
      },
    ],
  },
  {
    ago: 52 * DAY + 9 * HOUR,
    agent: 'chatsppock',
    title: 'Preço do café da manhã executivo',
    exchanges: [
      {
        ask: 'Quanto devo cobrar por um café da manhã executivo com pão na chapa, ovos mexidos, fruta e café?',
        answer:
          'Com custo de insumos de cerca de R$ 11,40 e a margem de 65% que você usa no salão, o preço fica em **R$ 32,90**. Na região, a faixa vai de R$ 29 a R$ 38.',
        model: 'gpt-4o-mini',
        input: 5_100,
        output: 1_420,
      },
      {
        ask: 'E se eu incluir um suco natural de laranja?',
        answer:
          'O suco de 300 ml custa cerca de R$ 2,80. Com a mesma margem, o combo passa para **R$ 39,90**.',
        model: 'gpt-4o-mini',
        input: 6_300,
        output: 890,
      },
    ],
  },
  {
    ago: 44 * DAY + 4 * HOUR,
    agent: 'meeting',
    title: 'Reunião com o Hotel Ouro Minas',
    exchanges: [
      {
        ask: 'Prepare a reunião com o gerente de alimentos e bebidas do hotel: quero fornecer pães para o café da manhã.',
        answer:
          '**Situação:** quantos hóspedes por dia e quem fornece hoje?\n**Problema:** o pão chega fresco às 6h? Há desperdício?\n**Implicação:** quanto custa um café da manhã mal avaliado nas plataformas de reserva?\n**Necessidade de solução:** entrega às 5h30 com pães assados na madrugada resolveria?',
        model: 'gpt-4o-mini',
        input: 7_400,
        output: 2_610,
      },
    ],
  },
  {
    ago: 37 * DAY + 8 * HOUR,
    agent: 'content_ideas',
    title: 'Pautas de Instagram para o Dia dos Pais',
    exchanges: [
      {
        ask: 'Sugira pautas de Instagram para o Dia dos Pais.',
        answer:
          '1. "O pão que o meu pai fazia" — clientes contam a receita da família.\n2. Kit café da manhã do Dia dos Pais (encomenda até sexta).\n3. Bastidores: o Seu Antônio, nosso padeiro há 22 anos.\n4. Enquete: pão de queijo ou broa?',
        model: 'gpt-4o-mini',
        input: 5_900,
        output: 1_720,
      },
    ],
  },
  {
    ago: 27 * DAY + 5 * HOUR,
    agent: 'competition',
    title: 'Preços de bolos de festa em Belo Horizonte',
    exchanges: [
      {
        ask: 'Compare os preços de bolos de festa por quilo nas confeitarias da zona sul de BH.',
        answer:
          'Preço médio por quilo: **R$ 98,00** (de R$ 79,00 a R$ 135,00). Recheios premium (pistache, frutas vermelhas) custam de 20% a 30% a mais. Seu bolo de R$ 89,00 está abaixo da média: há espaço para um reajuste de R$ 6,00 a R$ 8,00.',
        model: 'gemini-2.0-flash',
        input: 88_100,
        output: 5_930,
      },
    ],
  },
  {
    ago: 18 * DAY + 3 * HOUR,
    agent: 'email_writer',
    title: 'Proposta de coffee break para a Construtora Horizonte',
    exchanges: [
      {
        ask: 'Escreva um e-mail com a proposta de coffee break para 40 pessoas na Construtora Horizonte, na quinta às 15h.',
        answer:
          '**Assunto:** Proposta de coffee break — quinta-feira, 15h\n\nOlá, Juliana!\n\nSegue a proposta para 40 pessoas: pão de queijo, mini sanduíches, bolo de fubá, frutas, café e sucos, por **R$ 26,00 por pessoa** (total de R$ 1.040,00), com montagem e recolhimento inclusos.\n\nFico à disposição.\nMariana Costa — Padaria Boa Vista',
        model: 'gpt-4o-mini',
        input: 4_400,
        output: 1_530,
      },
    ],
  },
  {
    ago: 11 * DAY + 6 * HOUR,
    agent: 'brainstorm',
    title: 'Campanha de Natal da Padaria Boa Vista',
    exchanges: [
      {
        ask: 'Preciso de ideias para a campanha de Natal, com orçamento de R$ 3.000,00.',
        answer:
          'Três frentes:\n\n1. **Panetone da casa em pré-venda** com 10% de desconto até 10/12 (R$ 600,00 em anúncios locais).\n2. **Cesta de Natal corporativa** para empresas do bairro (R$ 1.200,00 em embalagens).\n3. **Noite do chocotone** com degustação e música ao vivo (R$ 1.200,00).',
        model: 'gpt-4o-mini',
        input: 22_300,
        output: 3_640,
      },
      {
        ask: 'Detalhe a cesta corporativa com três tamanhos.',
        answer:
          '- **Pequena (R$ 119,00):** panetone 500 g, geleia artesanal, café especial 250 g.\n- **Média (R$ 189,00):** a pequena + biscoitos amanteigados e vinho nacional.\n- **Grande (R$ 279,00):** a média + queijo canastra e chocotone.',
        model: 'gpt-4o-mini',
        input: 18_100,
        output: 2_910,
      },
    ],
  },
  {
    ago: 8 * DAY + 2 * HOUR,
    agent: 'lead_finder',
    title: 'Empresas do Belvedere para cestas de fim de ano',
    exchanges: [
      {
        ask: 'Encontre empresas no Belvedere e no Vila da Serra com mais de 50 funcionários para oferecer as cestas de Natal.',
        answer:
          'Encontrei **23 empresas** com mais de 50 funcionários. Destaques: Construtora Horizonte (320), Clínica Vila da Serra (85), escritório regional do Banco Minas (140) e Tech Serra Software (95). Contatos de RH e compras na lista completa.',
        model: 'gemini-2.0-flash',
        input: 102_400,
        output: 7_230,
      },
    ],
  },
  {
    ago: 5 * DAY + 7 * HOUR,
    agent: 'chatsppock',
    title: 'Cardápio de panetones e chocotones',
    exchanges: [
      {
        ask: 'Quais sabores de panetone vendem mais em Minas?',
        answer:
          'Os mais vendidos são o **tradicional de frutas**, o de **gotas de chocolate** e o de **doce de leite**. Em padarias artesanais, o de **goiabada com queijo** tem sido o destaque regional.',
        model: 'gpt-4o-mini',
        input: 4_700,
        output: 1_180,
      },
    ],
  },
  {
    ago: 4 * DAY + 9 * HOUR,
    agent: 'competition',
    title: 'Rascunho: concorrência no Centro',
    exchanges: [
      {
        ask: 'Analise rapidamente as padarias da Avenida Afonso Pena.',
        answer:
          'Encontrei 6 padarias na Avenida Afonso Pena; a mais próxima do seu perfil é a Pão Dourado, com preços 8% menores.',
        model: 'gemini-2.0-flash',
        input: 64_800,
        output: 3_900,
      },
    ],
    deleted: true,
  },
  {
    ago: 2 * DAY + 4 * HOUR,
    agent: 'email_writer',
    title: 'Encomendas de Natal para clientes antigos',
    exchanges: [
      {
        ask: 'Escreva um e-mail convidando os clientes do clube de fidelidade a encomendar o panetone da casa.',
        answer:
          '**Assunto:** Seu panetone Boa Vista já pode ser encomendado 🎄\n\nOlá!\n\nComo parte do Clube Boa Vista, você tem prioridade nas encomendas de Natal: panetone da casa de 750 g por **R$ 64,90**, com retirada a partir de 15/12.\n\nResponda a este e-mail ou chame no WhatsApp (31) 98765-4321.\n\nBoas festas!\nPadaria Boa Vista',
        model: 'gpt-4o-mini',
        input: 4_900,
        output: 1_610,
      },
    ],
  },
  {
    ago: 50 * MINUTE,
    agent: 'chatsppock',
    title: 'Plano de marketing para o Natal',
    exchanges: [
      {
        ask: 'Monte um calendário de posts de Natal para o Instagram da padaria, de 1º a 24 de dezembro.',
        answer:
          '**Semana 1:** bastidores do panetone (fermentação de 36 horas).\n**Semana 2:** abertura das encomendas e sorteio de uma cesta.\n**Semana 3:** depoimentos de clientes e a história do Seu Antônio.\n**Semana 4:** lembrete de retirada e horário especial de 23 e 24/12.',
        agentUsed: 'content_generator',
        confidence: 94,
        model: 'gpt-4o-mini',
        input: 12_100,
        output: 2_420,
      },
    ],
  },
];

function costOf(model: keyof typeof MODELS, input: number, output: number) {
  const price = MODELS[model];
  const usd = (input * price.input + output * price.output) / 1_000_000;
  return { costUsd: usd, costBrl: usd * DEMO_USD_BRL };
}

export interface DemoSubscriber {
  email: string;
  password: string;
  plan: 'professional';
}

/** Creates the demo subscriber with five months of use; `now` is the seed's present. */
export async function seedDemoSubscriber(
  executor: Executor,
  account: DemoSubscriber,
  now: Date,
): Promise<UserRow> {
  const at = (ago: number) => new Date(now.getTime() - ago);
  const user = await createUser(
    executor,
    {
      email: account.email,
      password: account.password,
      firstName: 'Mariana',
      lastName: 'Costa',
      phone: '31987654321',
      isActive: true,
    },
    at(131 * DAY),
  );
  await executor
    .update(users)
    .set({
      company: 'Padaria Boa Vista',
      position: 'Sócia-diretora',
      industry: 'Alimentação e bebidas',
      city: 'Belo Horizonte',
      state: 'MG',
      country: 'Brasil',
      timezone: PRODUCT_TIME_ZONE,
      updatedAt: at(130 * DAY),
    })
    .where(eq(users.id, user.id));
  await recordActivity(executor, user.id, { kind: 'profile_updated' }, at(130 * DAY));

  // Professional since 102 days ago; the current 30-day period began 12 days ago.
  const since = at(102 * DAY);
  const periods = Math.floor((now.getTime() - since.getTime()) / CYCLE_MS);
  const periodStart = new Date(since.getTime() + periods * CYCLE_MS);
  await executor.insert(subscriptions).values({
    id: opaqueId('sub'),
    userId: user.id,
    planType: account.plan,
    status: 'active',
    currentPeriodStart: periodStart,
    currentPeriodEnd: new Date(periodStart.getTime() + CYCLE_MS),
    provider: 'test',
    createdAt: since,
    updatedAt: since,
  });
  await recordActivity(executor, user.id, { kind: 'plan_upgraded', plan: 'Professional' }, since);

  for (const script of CONVERSATIONS) {
    const session = await startConversation(executor, {
      userId: user.id,
      agent: script.agent,
      title: script.title,
      at: at(script.ago),
    });
    let elapsed = 0;
    let last: string | null = null;
    for (const exchange of script.exchanges) {
      const asked = await appendUserMessage(executor, session, exchange.ask, at(script.ago - elapsed), last);
      // Answers take from half a minute to a few minutes, as the agents' estimated times say.
      elapsed += Math.max(30_000, Math.round((exchange.input + exchange.output) * 1.5));
      last = await appendAgentReply(executor, session, {
        parentId: asked,
        content: exchange.answer,
        agentUsed: exchange.agentUsed ?? script.agent,
        confidence: exchange.confidence ?? null,
        call: {
          provider: MODELS[exchange.model].provider,
          model: exchange.model,
          inputTokens: exchange.input,
          outputTokens: exchange.output,
          ...costOf(exchange.model, exchange.input, exchange.output),
          latencyMs: Math.round((exchange.input + exchange.output) * 1.5),
          outcome: 'ok',
        },
        at: at(script.ago - elapsed),
      });
      elapsed += 4 * MINUTE;
    }
    if (script.deleted) {
      await deleteConversation(executor, session, at(script.ago - elapsed - HOUR));
    }
  }

  const message = await openSupportMessage(executor, {
    userId: user.id,
    categoryId: await categoryIdByName(executor, 'Agentes de IA'),
    subject: 'Como exportar as conversas do LeadFinder?',
    content:
      'Olá! Quero guardar as listas de empresas que o LeadFinder encontrou para as cestas de Natal. Existe um jeito de exportar a conversa inteira?',
    priority: 'normal',
    at: at(6 * DAY + 3 * HOUR),
  });
  await answerSupportMessage(executor, {
    message,
    authorId: null,
    content:
      'Olá, Mariana! Em Minha Conta, na aba Conversas, use o botão de exportar: a conversa inteira é baixada em um arquivo conversa_{id}.json. Esta é uma conta de demonstração — as conversas, o uso e esta mensagem foram criados automaticamente para mostrar a plataforma.',
    at: at(5 * DAY + 22 * HOUR),
  });
  return user;
}
