// Brainstorm AI: ideas for a business, product or campaign challenge. Offline it runs the
// structure of a real session on the stated challenge — the "Como poderíamos…" question, SCAMPER
// prompts, a brainwriting round and the questions to answer — and leaves the ideas to the user.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { earlierRequest, inline, offlineAnswerOf, profileContext, quote } from '../offline.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

const SCAMPER: ReadonlyArray<readonly [step: string, prompt: (goal: string) => string]> = [
  [
    'Substituir',
    (goal) => `Que material, canal, fornecedor ou etapa poderia ser trocado por outro para ${goal}?`,
  ],
  [
    'Combinar',
    (goal) => `Que produto, serviço ou parceria poderia ser combinado ao que você já faz para ${goal}?`,
  ],
  ['Adaptar', (goal) => `Que solução usada em outro setor poderia ser adaptada para ${goal}?`],
  ['Modificar', (goal) => `O que aumentar, reduzir ou mudar de formato na sua oferta para ${goal}?`],
  [
    'Propor outros usos',
    (goal) => `Que outro público ou ocasião poderia aproveitar o que você já tem, para ${goal}?`,
  ],
  [
    'Eliminar',
    (goal) =>
      `O que pode ser retirado do processo atual, sem perder o essencial, para ${goal} de forma mais simples?`,
  ],
  [
    'Reorganizar',
    (goal) => `E se a ordem das etapas mudasse, ou o cliente participasse de outra forma, para ${goal}?`,
  ],
];

/**
 * The challenge as an aim that continues "para…": "Quero ideias para aumentar as vendas" →
 * "aumentar as vendas"; anything else → 'resolver o desafio "…"'.
 */
export function challengeGoal(challenge: string): string {
  const core = challenge
    .replace(/^(?:quero|queremos|preciso(?:\s+de)?|precisamos(?:\s+de)?|gostaria\s+de)\s+/i, '')
    .replace(/^(?:ideias?|sugest(?:ão|ões))\s+(?:para|de|sobre)\s+/i, '')
    .replace(/[.?!]+$/, '');
  const lower = core.charAt(0).toLowerCase() + core.slice(1);
  const firstWord = lower.split(' ')[0] ?? '';
  // An infinitive ("aumentar", "vender", "reduzir") reads as an aim; anything else is quoted.
  return /^[a-zà-ú]+[aei]r$/.test(firstWord) ? lower : `resolver o desafio "${core}"`;
}

function offlineAnswer(input: OfflineInput): string {
  const earlier = earlierRequest(input);
  // A short follow-up ("e para o público jovem?") refines the earlier challenge.
  const challenge =
    earlier && input.message.trim().length < 60 && earlier !== input.message
      ? `${inline(earlier, 160)} — ${inline(input.message, 80)}`
      : inline(input.message, 200);
  const context = profileContext(input.profile);
  const goal = challengeGoal(challenge);
  return offlineAnswerOf([
    ['## Desafio', quote(challenge), context ?? ''].filter((part) => part !== '').join('\n\n'),
    ['## Pergunta-guia', `**Como poderíamos ${goal}?**`].join('\n\n'),
    [
      '## SCAMPER aplicado ao desafio',
      SCAMPER.map(([step, prompt]) => `- **${step}:** ${prompt(goal)}`).join('\n'),
    ].join('\n\n'),
    [
      '## Rodada de brainwriting (método 6-3-5)',
      [
        '- Reúna até seis pessoas; cada uma escreve três ideias para a pergunta-guia numa folha.',
        '- A cada rodada de cinco minutos, as folhas passam para a pessoa ao lado, que escreve três ideias novas a partir das anteriores.',
        '- Sem críticas durante as rodadas: quantidade primeiro, avaliação depois.',
        '- Sozinho? Faça as rodadas você mesmo, usando um passo do SCAMPER por rodada.',
      ].join('\n'),
    ].join('\n\n'),
    [
      '## Perguntas para responder',
      [
        `- Por que é importante ${goal} agora, e o que acontece se nada mudar?`,
        '- Quem é o cliente mais afetado e o que ele faz hoje?',
        '- O que já foi tentado e por que não funcionou?',
        '- Que recursos (tempo, dinheiro, equipe) estão disponíveis para testar uma ideia?',
        '- Como saber, em pouco tempo, se uma ideia funciona?',
      ].join('\n'),
    ].join('\n\n'),
    [
      '## Como escolher as melhores ideias',
      [
        '- Agrupe as ideias parecidas e dê um nome a cada grupo.',
        '- Cada participante vota nas que mais gosta (votação por pontos).',
        '- Coloque as mais votadas numa matriz impacto × esforço e comece pelas de alto impacto e baixo esforço.',
      ].join('\n'),
    ].join('\n\n'),
  ]);
}

export const brainstorm: AgentDefinition = {
  type: 'brainstorm',
  metadata: agentCatalogueEntry('brainstorm'),
  systemPrompt: composeSystemPrompt({
    role: 'Você é o Brainstorm AI da Sppock, facilitador de criatividade para empreendedores e equipes brasileiras. Você gera ideias variadas e práticas para desafios de negócio, produto e campanha, e ajuda a escolher as melhores.',
    rules: [
      'Reformule o desafio como uma pergunta "Como poderíamos…" antes de gerar ideias.',
      'Gere ideias de tipos diferentes (produto, preço, canal, parceria, experiência), usando técnicas como SCAMPER.',
      'Não invente dados de mercado, tamanhos de público ou resultados esperados; indique como testar cada ideia.',
    ],
    output: [
      ['Desafio', 'o desafio reformulado como pergunta.'],
      ['Ideias', 'agrupadas por técnica ou tema, cada uma com uma frase de explicação.'],
      ['Melhores apostas', 'as ideias mais promissoras e por quê.'],
      ['Como testar', 'um teste simples e barato para cada aposta.'],
    ],
  }),
  capabilities: { usesWebSearch: false, longRunning: false },
  offlineScope:
    'conduz a estrutura de uma sessão de brainstorm sobre o seu desafio (pergunta-guia, SCAMPER, brainwriting e escolha das ideias).',
  offlineAnswer,
  resultActivity: { title: 'Ideias geradas', icon: 'send' },
};
