import { describe, expect, it } from 'vitest';
import { agendaMinutes } from './agents/meeting.ts';
import {
  AGENTS,
  type AgentProfile,
  type AgentType,
  FORM_AGENTS,
  type FormValues,
  formToPrompt,
  OFFLINE_NOTE,
  type OfflineInput,
  offlineAnswer,
  validateForm,
} from './index.ts';

const PROFILE: AgentProfile = {
  name: 'Marina Souza',
  company: 'Doces da Serra',
  position: 'Sócia-diretora',
  industry: 'Alimentação e bebidas',
  city: 'Poços de Caldas',
};

function formOf(agent: AgentType, values: Record<string, unknown>): FormValues {
  const result = validateForm(agent, values);
  if (!result.ok) {
    throw new Error(`${agent}: ${JSON.stringify(result.errors)}`);
  }
  return result.values;
}

/** A request as the chat sends it: for a form agent the message is the form's text. */
function request(
  agent: AgentType,
  values: Record<string, unknown> | string,
  extra: Partial<OfflineInput> = {},
): OfflineInput {
  if (typeof values === 'string') {
    return { message: values, history: [], ...extra };
  }
  const form = formOf(agent, values);
  return { message: formToPrompt(agent, form), form, history: [], ...extra };
}

/** Realistic requests, figures included where a user would give them. */
const REQUESTS: Record<AgentType, Record<string, unknown> | string> = {
  chatsppock: 'Preciso melhorar minhas vendas no fim de ano',
  brainstorm: 'Quero ideias para aumentar as vendas de bolos no inverno',
  content_generator: {
    channel: 'Instagram (carrossel)',
    theme: 'Como escolher o café certo para o escritório',
    audience: 'gestores de pequenas empresas',
    tone: 'Educativo',
    key_points: 'Torra média agrada mais gente\nMoagem na hora preserva o aroma',
    call_to_action: 'Peça sua degustação pelo WhatsApp',
  },
  email_writer: {
    email_type: 'Prospecção',
    recipient_name: 'Carla Mendes',
    recipient_company: 'Clínica Bem Viver',
    goal: 'Agendar uma demonstração do nosso sistema de agendamento online',
    tone: 'Cordial',
    key_points: 'Reduz faltas com lembretes por WhatsApp\nTeste grátis por 14 dias',
  },
  content_ideas: {
    niche: 'confeitaria artesanal',
    channels: ['Instagram', 'TikTok'],
    quantity: 7,
    goal: 'Vender',
  },
  competition: 'Quem são meus concorrentes de doces artesanais em Poços de Caldas?',
  lead_finder: 'Restaurantes e cafeterias que compram doces para revenda',
  lead_builder: 'Analise estas empresas:\nPadaria Pão Quente\nCafé do Largo\nMercado Bom Preço',
  meeting: {
    company: 'Transportadora Rota Sul',
    objective: 'Entender o processo de roteirização e apresentar nosso software',
    participants: 'João Lima — diretor de operações\nAna Reis — coordenadora de frota',
    duration: 45,
    product: 'RotaFácil',
    spin_context: 'Planejam as rotas em planilhas\nAtrasos frequentes nas entregas de sexta',
    meeting_date: '2026-12-03',
  },
  funil_vendas: {
    product: 'Consultoria financeira para pequenas empresas',
    audience: 'Donos de pequenas empresas de serviços que misturam contas pessoais e da empresa',
    average_ticket: 1500,
    channels: ['LinkedIn', 'WhatsApp', 'Indicações'],
    sales_cycle: 'Até um mês',
  },
  supplier_finder: {
    product: 'Embalagens de papel kraft para delivery',
    supplier_type: 'Importador',
    region: 'Sul de Minas',
    volume: '3 mil unidades por mês',
    requirements: 'Certificação FSC',
  },
  data_builder: 'Organize:\nProduto;Mês;Vendas\nBolo de cenoura;Outubro;120\nBrigadeiro;Outubro;340',
};

/** The same requests without a single digit, typed as a message (no form, no profile). */
const BARE: Record<AgentType, string> = {
  chatsppock: 'Como organizo melhor a minha semana de trabalho?',
  brainstorm: 'Como atrair clientes jovens para a minha padaria',
  content_generator: 'Um post sobre a importância do café da manhã',
  email_writer: 'Um e-mail agradecendo um cliente pela parceria',
  content_ideas: 'Ideias de conteúdo para uma loja de plantas',
  competition: 'Analise meus concorrentes de pet shop',
  lead_finder: 'Academias que possam comprar suplementos',
  lead_builder: 'Quero enriquecer minha lista de leads',
  meeting: 'Reunião com a diretoria de uma rede de farmácias',
  funil_vendas: 'Funil para vender cursos de inglês online',
  supplier_finder: 'Fornecedor de tecido de algodão orgânico',
  data_builder: 'Monte um relatório de vendas por região',
};

// Figures an answer may hold that are not the user's: ordered-list numbering, the name of the
// 6-3-5 brainwriting method, and the meeting agenda's split of the user's own duration (checked
// to add up to it below).
const NOT_FIGURES = [/^\s*\d+\.\s/gm, /\b6-3-5\b/g, /\| \d+ min \|/g];

/**
 * Digit runs of an answer that appear nowhere in the request (message, form, profile, history):
 * figures the offline provider would have made up.
 */
function inventedFigures(answer: string, input: OfflineInput): string[] {
  const source = [
    input.message,
    JSON.stringify(input.form ?? {}),
    JSON.stringify(input.profile ?? {}),
    ...input.history.map((turn) => turn.content),
  ].join('\n');
  const text = NOT_FIGURES.reduce((rest, pattern) => rest.replace(pattern, ''), answer);
  return (text.match(/\d+/g) ?? []).filter((run) => !source.includes(run));
}

const answerOf = (agent: AgentType, input: OfflineInput) => offlineAnswer(agent, input);

describe('provedor offline: regras de todos os agentes', () => {
  for (const agent of AGENTS.map((item) => item.type)) {
    describe(agent, () => {
      const rich = request(agent, REQUESTS[agent], { profile: PROFILE });
      const bare = request(agent, BARE[agent]);

      it('termina com a nota de modo offline e é determinístico', () => {
        for (const input of [rich, bare]) {
          const answer = answerOf(agent, input);
          expect(answer.endsWith(`\n\n${OFFLINE_NOTE}`)).toBe(true);
          expect(answer.split(OFFLINE_NOTE)).toHaveLength(2);
          expect(answerOf(agent, input)).toBe(answer);
        }
      });

      it('não inventa números: só aparecem os que o usuário deu', () => {
        expect(inventedFigures(answerOf(agent, rich), rich)).toEqual([]);
        expect(inventedFigures(answerOf(agent, bare), bare)).toEqual([]);
      });

      it('não inventa contatos: nenhum endereço web, e-mail ou razão social', () => {
        for (const input of [rich, bare]) {
          const answer = answerOf(agent, input);
          expect(answer).not.toMatch(/https?:\/\/|www\.|\S+@\S+\.\S+|\b(?:Ltda|LTDA|S\.A\.|Eireli|EIRELI)\b/);
        }
      });

      it('usa o pedido: a resposta retoma as palavras do usuário', () => {
        const words = (
          typeof REQUESTS[agent] === 'string' ? (REQUESTS[agent] as string) : JSON.stringify(REQUESTS[agent])
        )
          .match(/\p{L}{6,}/gu)
          ?.slice(0, 12);
        const answer = answerOf(agent, rich).toLowerCase();
        const echoed = (words ?? []).filter((word) => answer.includes(word.toLowerCase()));
        expect(echoed.length, `${agent}: ${echoed.join(', ')}`).toBeGreaterThanOrEqual(3);
      });

      it('responde em Markdown com títulos de seção', () => {
        expect(answerOf(agent, rich)).toMatch(/^## \S/m);
      });
    });
  }

  it('um formulário enviado como texto (sem form) também recebe uma resposta útil', () => {
    for (const agent of FORM_AGENTS) {
      const answer = answerOf(agent, request(agent, BARE[agent]));
      expect(answer).toContain(BARE[agent]);
    }
  });
});

describe('o que cada agente faz de verdade offline', () => {
  it('Email Writer: assunto, saudação, objetivo, pontos e assinatura do perfil', () => {
    const answer = answerOf(
      'email_writer',
      request('email_writer', REQUESTS.email_writer, { profile: PROFILE }),
    );
    expect(answer).toContain('## Assunto\n\nUma ideia para Clínica Bem Viver');
    expect(answer).toContain('Olá, Carla, tudo bem?');
    expect(answer).toContain('Meu nome é Marina Souza, Sócia-diretora da Doces da Serra.');
    expect(answer).toContain('Escrevo para agendar uma demonstração do nosso sistema de agendamento online.');
    expect(answer).toContain('- Reduz faltas com lembretes por WhatsApp');
    expect(answer).toContain('- Teste grátis por 14 dias');
    expect(answer).toMatch(/Um abraço, {2}\nMarina Souza {2}\nSócia-diretora, Doces da Serra\n/);
    expect(answer).not.toContain('[');
  });

  it('Email Writer sem perfil: deixa a assinatura para o usuário e pede o perfil', () => {
    const answer = answerOf(
      'email_writer',
      request('email_writer', { ...(REQUESTS.email_writer as object), tone: 'Formal' }),
    );
    expect(answer).toContain('Prezado(a) Carla Mendes,');
    expect(answer).toContain('[Seu nome]');
    expect(answer).toContain('[Apresente-se em uma frase: seu nome, cargo e empresa.]');
    expect(answer).toContain('Atenciosamente,');
    expect(answer).toContain('Preencha seu nome, cargo e empresa no perfil');
  });

  it('Reunião: pauta que soma a duração informada e perguntas SPIN a partir do contexto', () => {
    const input = request('meeting', REQUESTS.meeting, { profile: PROFILE });
    const answer = answerOf('meeting', input);
    const minutes = [...answer.matchAll(/\| (\d+) min \|/g)].map((match) => Number(match[1]));
    expect(minutes).toHaveLength(6);
    expect(minutes.reduce((sum, value) => sum + value, 0)).toBe(45);
    for (const heading of ['### Situação', '### Problema', '### Implicação', '### Necessidade de solução']) {
      expect(answer).toContain(heading);
    }
    expect(answer).toContain('Sobre "Planejam as rotas em planilhas"');
    expect(answer).toContain('Se RotaFácil resolvesse "Atrasos frequentes nas entregas de sexta"');
    expect(answer).toContain('  - Ana Reis — coordenadora de frota');
    expect(answer).toContain('- **Data:** 03/12/2026');
    expect(answer).toContain('Considerei o seu perfil: a Doces da Serra');
  });

  it('Reunião sem duração: pauta proporcional, sem inventar minutos', () => {
    const answer = answerOf('meeting', request('meeting', BARE.meeting));
    expect(answer).toContain('- **Duração:** não informada');
    expect(answer).toContain('| Abertura e alinhamento do objetivo | cerca de um décimo do tempo |');
    expect(answer).not.toMatch(/\d/);
  });

  it('a pauta divide qualquer duração permitida sem sobra nem falta', () => {
    for (let total = 15; total <= 240; total += 1) {
      const minutes = agendaMinutes(total);
      expect(minutes.reduce((sum, value) => sum + value, 0)).toBe(total);
      expect(Math.min(...minutes)).toBeGreaterThan(0);
    }
  });

  it('Funil de Vendas: topo, meio e fundo com ações por canal escolhido, métricas sem metas inventadas', () => {
    const answer = answerOf('funil_vendas', request('funil_vendas', REQUESTS.funil_vendas));
    const sections = [
      '## Topo do funil',
      '## Meio do funil',
      '## Fundo do funil',
      '## Métricas para acompanhar',
    ];
    let from = 0;
    for (const section of sections) {
      const at = answer.indexOf(section, from);
      expect(at, section).toBeGreaterThan(-1);
      from = at;
    }
    for (const channel of ['LinkedIn', 'WhatsApp', 'Indicações']) {
      expect(answer.match(new RegExp(`\\*\\*${channel}:\\*\\*`, 'g'))).toHaveLength(3);
    }
    expect(answer).not.toContain('**Instagram:**');
    expect(answer).toContain('Com ticket médio de R$ 1.500');
    expect(answer).toContain('sobre os desafios de donos de pequenas empresas');
  });

  it('Brainstorm: pergunta-guia, SCAMPER e 6-3-5 aplicados ao desafio', () => {
    const answer = answerOf('brainstorm', request('brainstorm', REQUESTS.brainstorm as string));
    expect(answer).toContain('**Como poderíamos aumentar as vendas de bolos no inverno?**');
    for (const step of [
      'Substituir',
      'Combinar',
      'Adaptar',
      'Modificar',
      'Propor outros usos',
      'Eliminar',
      'Reorganizar',
    ]) {
      expect(answer).toContain(`- **${step}:**`);
    }
    expect(answer).toContain('## Rodada de brainwriting (método 6-3-5)');
    expect(answer.match(/aumentar as vendas de bolos no inverno/g)?.length).toBeGreaterThan(7);
  });

  it('Brainstorm: uma pergunta curta de continuação refina o desafio anterior', () => {
    const answer = answerOf(
      'brainstorm',
      request('brainstorm', 'e para o público jovem?', {
        history: [
          { role: 'user', content: 'Quero ideias para aumentar as vendas de bolos no inverno' },
          { role: 'assistant', content: '## Desafio ...' },
        ],
      }),
    );
    expect(answer).toContain(
      '> Quero ideias para aumentar as vendas de bolos no inverno — e para o público jovem?',
    );
  });

  it('Content Generator: o formato do canal preenchido com tema, pontos e chamada', () => {
    const answer = answerOf('content_generator', request('content_generator', REQUESTS.content_generator));
    expect(answer).toContain(
      '1. **Capa:** Entenda como escolher o café certo para o escritório de forma simples.',
    );
    expect(answer).toContain('2. Torra média agrada mais gente');
    expect(answer).toContain('3. Moagem na hora preserva o aroma');
    expect(answer).toContain('4. **Último slide:** Peça sua degustação pelo WhatsApp');
    expect(answer).toContain('#cafe');
    const blog = answerOf(
      'content_generator',
      request('content_generator', { ...(REQUESTS.content_generator as object), channel: 'Blog' }),
    );
    expect(blog).toContain('## Título: Como escolher o café certo para o escritório');
    expect(blog).toContain('### Torra média agrada mais gente');
  });

  it('Content Ideas: exatamente a quantidade pedida, sem repetição, alternando os canais', () => {
    const answer = answerOf('content_ideas', request('content_ideas', REQUESTS.content_ideas));
    const ideas = answer.match(/^\d+\. \*\*(.+)\*\* — (\w+),/gm) ?? [];
    expect(ideas).toHaveLength(7);
    expect(new Set(ideas).size).toBe(7);
    expect(ideas.every((idea) => idea.includes('confeitaria artesanal'))).toBe(true);
    expect(ideas.filter((idea) => idea.includes('— TikTok,'))).toHaveLength(3);
    const thirty = answerOf(
      'content_ideas',
      request('content_ideas', { ...(REQUESTS.content_ideas as object), quantity: 30 }),
    );
    const titles = (thirty.match(/^\d+\. \*\*(.+)\*\*/gm) ?? []).map((line) => line.replace(/^\d+\. /, ''));
    expect(new Set(titles).size).toBe(30);
  });

  it('Supplier Finder: não lista fornecedores; critérios do tipo e pedido de cotação com os dados', () => {
    const answer = answerOf(
      'supplier_finder',
      request('supplier_finder', REQUESTS.supplier_finder, { profile: PROFILE }),
    );
    expect(answer).toContain('## O que não consigo fazer no modo offline');
    expect(answer).toContain('SEARCH_PROVIDER');
    expect(answer).toContain('## Como avaliar um importador');
    expect(answer).toContain('desembaraço aduaneiro');
    expect(answer).toContain('Estamos buscando um importador de Embalagens de papel kraft para delivery');
    expect(answer).toContain('- Volume: 3 mil unidades por mês');
    expect(answer).toContain('- Requisitos: Certificação FSC');
    expect(answer).toContain('Marina Souza');
  });

  it('Concorrência e LeadFinder: dizem o que falta, sem citar empresas, e usam o perfil', () => {
    const competition = answerOf(
      'competition',
      request('competition', REQUESTS.competition as string, { profile: PROFILE }),
    );
    expect(competition).toContain('## O que não consigo fazer no modo offline');
    expect(competition).toContain('| Critério | Doces da Serra | Concorrente A | Concorrente B |');
    expect(competition).toContain('em Poços de Caldas');
    const leads = answerOf(
      'lead_finder',
      request('lead_finder', REQUESTS.lead_finder as string, { profile: PROFILE }),
    );
    expect(leads).toContain('| Região | Poços de Caldas |');
    expect(leads).toContain(
      '| Segmento ou setor | Restaurantes e cafeterias que compram doces para revenda |',
    );
    const anonymous = answerOf('lead_finder', request('lead_finder', REQUESTS.lead_finder as string));
    expect(anonymous).toContain('| Região | [cidade ou região] |');
  });

  it('LeadBuilder: a planilha tem exatamente as empresas enviadas, o resto a verificar', () => {
    const answer = answerOf('lead_builder', request('lead_builder', REQUESTS.lead_builder as string));
    const rows = answer.match(/^\| (?!Empresa|---)([^|]+) \|/gm)?.map((row) => row.slice(2, -2));
    expect(rows).toEqual(['Padaria Pão Quente', 'Café do Largo', 'Mercado Bom Preço']);
    expect(answer).toContain('| Padaria Pão Quente | a verificar | a verificar |');
    const commas = answerOf(
      'lead_builder',
      request('lead_builder', 'Enriqueça: Padaria Pão Quente, Café do Largo'),
    );
    expect(commas).toContain('| Café do Largo | a verificar');
    const none = answerOf('lead_builder', request('lead_builder', BARE.lead_builder));
    expect(none).toContain('## Envie a lista de empresas');
  });

  it('LeadBuilder: texto do usuário não quebra a tabela', () => {
    const answer = answerOf('lead_builder', request('lead_builder', 'Empresas:\nAlfa | Beta\nGama'));
    expect(answer).toContain('| Alfa \\| Beta | a verificar');
  });

  it('DataBuilder: os dados colados viram tabela; sem dados, explica o formato', () => {
    const answer = answerOf('data_builder', request('data_builder', REQUESTS.data_builder as string));
    expect(answer).toContain(
      [
        '| Produto | Mês | Vendas |',
        '| --- | --- | --- |',
        '| Bolo de cenoura | Outubro | 120 |',
        '| Brigadeiro | Outubro | 340 |',
      ].join('\n'),
    );
    const tabs = answerOf(
      'data_builder',
      request('data_builder', 'Cliente\tCidade\nAna\tSantos\nBia\tRecife'),
    );
    expect(tabs).toContain('| Ana | Santos |');
    const none = answerOf('data_builder', request('data_builder', BARE.data_builder));
    expect(none).toContain('## O que não consigo fazer no modo offline');
    expect(none).toContain('## O que já posso fazer');
  });

  it('pedidos digitados (sem formulário): o assunto sai do pedido, o que falta fica dito', () => {
    const ideas = answerOf(
      'content_ideas',
      request('content_ideas', 'Ideias de conteúdo para uma loja de plantas'),
    );
    expect(ideas).toContain('- **Nicho:** uma loja de plantas');
    expect(ideas).toContain('1. **Erros mais comuns em uma loja de plantas — e como evitar**');
    const post = answerOf(
      'content_generator',
      request('content_generator', 'Um post sobre a importância do café da manhã'),
    );
    expect(post).toContain('A importância do café da manhã: o que você precisa saber.');
    const funnel = answerOf(
      'funil_vendas',
      request('funil_vendas', 'Funil para vender cursos de inglês online'),
    );
    expect(funnel).toContain('- **Produto ou serviço:** Cursos de inglês online');
    expect(funnel).toContain('(sugestão: escolha os seus no formulário)');
    const suppliers = answerOf(
      'supplier_finder',
      request('supplier_finder', 'Fornecedor de tecido de algodão orgânico'),
    );
    expect(suppliers).toContain('- **Produto ou serviço:** tecido de algodão orgânico');
    expect(suppliers).toContain('- **Tipo de fornecedor:** não informado');
    expect(suppliers).toContain('Estamos buscando um fornecedor de tecido de algodão orgânico');
    const importers = answerOf(
      'supplier_finder',
      request('supplier_finder', 'Preciso de importadores de azeite'),
    );
    expect(importers).toContain('## Como avaliar um importador');
    const meeting = answerOf('meeting', request('meeting', BARE.meeting));
    expect(meeting).toContain('- **Cliente:** [empresa do cliente]');
    const email = answerOf('email_writer', request('email_writer', BARE.email_writer));
    expect(email).toContain('## Assunto\n\nMuito obrigado');
    expect(email).toContain('[Escreva o motivo do contato em uma ou duas frases.]');
    expect(email).toContain('preencha o formulário');
  });

  it('Commander: retoma o pedido, indica o agente e o plano que o libera', () => {
    const locked = answerOf(
      'chatsppock',
      request('chatsppock', REQUESTS.chatsppock as string, {
        suggestion: { agent: 'funil_vendas', requiredPlan: 'professional' },
      }),
    );
    expect(locked).toContain('> Preciso melhorar minhas vendas no fim de ano');
    expect(locked).toContain('**Funil de Vendas** — Estrutura as etapas do funil de vendas');
    expect(locked).toContain('ele é liberado no plano Pro');
    const open = answerOf(
      'chatsppock',
      request('chatsppock', REQUESTS.chatsppock as string, { suggestion: { agent: 'funil_vendas' } }),
    );
    expect(open).toContain('No modo offline, o Funil de Vendas monta as etapas do funil');
    expect(open).toContain('Abra o Funil de Vendas e preencha o formulário');
  });

  it('Commander sem agente indicado: diz que não conversa offline e lista o que cada agente faz, sem os ocultos', () => {
    const answer = answerOf(
      'chatsppock',
      request('chatsppock', 'e para o Marcos?', {
        history: [{ role: 'user', content: 'Escreva um e-mail para a Ana sobre a reunião' }],
      }),
    );
    expect(answer).toContain('No modo offline eu não converso livremente');
    expect(answer).toContain(
      'Na mesma conversa, você pediu antes: Escreva um e-mail para a Ana sobre a reunião',
    );
    expect(answer).toContain('- **Email Writer** escreve o e-mail completo');
    expect(answer).not.toContain('LeadBuilder');
  });

  it('o perfil muda a resposta quando preenchido', () => {
    for (const agent of [
      'meeting',
      'funil_vendas',
      'brainstorm',
      'content_ideas',
      'content_generator',
    ] as const) {
      const withProfile = answerOf(agent, request(agent, REQUESTS[agent], { profile: PROFILE }));
      const without = answerOf(agent, request(agent, REQUESTS[agent]));
      expect(withProfile, agent).toContain(
        'Considerei o seu perfil: a Doces da Serra, no setor de Alimentação e bebidas, em Poços de Caldas.',
      );
      expect(without, agent).not.toContain('Considerei o seu perfil');
    }
  });
});
