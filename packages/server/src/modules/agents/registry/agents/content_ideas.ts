// Content Ideas: content topics for a niche on chosen channels. Offline it crosses proven content
// formats with the user's niche, audience and channels, as many as asked, without repeats.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { formatNumber } from '../forms.ts';
import {
  inline,
  joinPt,
  listOf,
  numberOf,
  offlineAnswerOf,
  profileContext,
  quote,
  textOf,
  topicOf,
} from '../offline.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

export const IDEA_CHANNELS = [
  'Instagram',
  'TikTok',
  'LinkedIn',
  'YouTube',
  'Facebook',
  'Blog',
  'Newsletter',
  'WhatsApp',
] as const;
type IdeaChannel = (typeof IDEA_CHANNELS)[number];

export const IDEA_GOALS = [
  'Atrair seguidores',
  'Engajar a comunidade',
  'Gerar contatos (leads)',
  'Vender',
  'Educar o público',
  'Fortalecer a marca',
] as const;

export const DEFAULT_IDEA_COUNT = 10;
export const MAX_IDEA_COUNT = 30;

/** How each channel shows an idea. */
const CHANNEL_FORMAT: Record<IdeaChannel, string> = {
  Instagram: 'carrossel',
  TikTok: 'vídeo curto',
  LinkedIn: 'post de texto',
  YouTube: 'vídeo',
  Facebook: 'post com imagem',
  Blog: 'artigo',
  Newsletter: 'edição da newsletter',
  WhatsApp: 'mensagem para a lista de transmissão',
};

/** Title templates: `{n}` is the niche, `{a}` the audience. Thirty, so no idea repeats. */
const TEMPLATES = [
  'Erros mais comuns em {n} — e como evitar',
  'Guia para começar em {n}',
  'Mitos e verdades sobre {n}',
  'Bastidores: como funciona {n} por dentro',
  'Perguntas que {a} mais faz sobre {n}',
  'Checklist de {n} para salvar',
  'Antes e depois: um caso real de {n}',
  'O que ninguém conta sobre {n}',
  'Tendências de {n} para ficar de olho',
  'Ferramentas que ajudam em {n}',
  'Como escolher um serviço de {n}',
  'Um dia na rotina de quem trabalha com {n}',
  'Comparativo: caminhos diferentes em {n}',
  'Depoimento de cliente sobre {n}',
  'Glossário de {n} para iniciantes',
  'Passo a passo: resolvendo um problema de {n}',
  'Sinais de que {a} precisa de ajuda com {n}',
  'Quanto custa não cuidar de {n}',
  'Dicas rápidas de {n} para o dia a dia',
  'Histórias de quem começou em {n}',
  'Enquete: o maior desafio de {a} em {n}',
  'Respondendo dúvidas ao vivo sobre {n}',
  'O que mudou em {n} nos últimos tempos',
  'Como {a} pode economizar com {n}',
  'Por trás de uma entrega de {n}',
  'Indicações de leitura sobre {n}',
  'Desafio da semana: colocando {n} em prática',
  'Perguntas para fazer antes de contratar {n}',
  'O que aprendemos com os clientes de {n}',
  'Lista de ideias de {n} para a próxima estação',
] as const;

function isIdeaChannel(value: string): value is IdeaChannel {
  return value in CHANNEL_FORMAT;
}

function offlineAnswer(input: OfflineInput): string {
  const { form } = input;
  const niche = inline(textOf(form, 'niche') ?? topicOf(input.message), 120);
  const audience = inline(textOf(form, 'audience') ?? 'o seu público', 120);
  const chosen = listOf(form, 'channels').filter(isIdeaChannel);
  const channels: IdeaChannel[] = chosen.length > 0 ? chosen : ['Instagram'];
  const count = Math.min(MAX_IDEA_COUNT, numberOf(form, 'quantity') ?? DEFAULT_IDEA_COUNT);
  const goal = textOf(form, 'goal');

  const ideas = TEMPLATES.slice(0, count).map((template, index) => {
    const channel = channels[index % channels.length] as IdeaChannel;
    const title = template.replaceAll('{n}', niche).replaceAll('{a}', audience);
    return `${index + 1}. **${title}** — ${channel}, ${CHANNEL_FORMAT[channel]}`;
  });

  const overview = [`- **Nicho:** ${niche}`, `- **Canais:** ${joinPt(channels)}`];
  // Only the user's own figure is printed; without a form the default count is just applied.
  if (numberOf(form, 'quantity') !== undefined) {
    overview.push(`- **Quantidade:** ${formatNumber(count)}`);
  }
  if (textOf(form, 'audience')) {
    overview.push(`- **Público-alvo:** ${audience}`);
  }
  if (goal) {
    overview.push(`- **Objetivo:** ${goal}`);
  }

  return offlineAnswerOf([
    ...(form ? [] : ['Pautas montadas a partir do seu pedido:', quote(input.message)]),
    ['## Resumo', overview.join('\n')].join('\n\n'),
    ['## Pautas', ideas.join('\n')].join('\n\n'),
    [
      '## Como usar',
      [
        '- Alterne os canais ao longo da semana e repita os formatos que tiverem mais resposta.',
        '- Para cada pauta, registre uma experiência ou um cliente real do seu negócio: é o que diferencia o conteúdo.',
        goal ? `- Feche cada conteúdo com uma chamada alinhada ao objetivo: ${goal.toLowerCase()}.` : '',
      ]
        .filter((line) => line !== '')
        .join('\n'),
    ].join('\n\n'),
    profileContext(input.profile) ?? '',
  ]);
}

export const contentIdeas: AgentDefinition = {
  type: 'content_ideas',
  metadata: agentCatalogueEntry('content_ideas'),
  form: {
    instruction: 'Sugira pautas de conteúdo com estes dados:',
    fields: [
      {
        name: 'niche',
        type: 'text',
        label: 'Nicho ou segmento',
        placeholder: 'Ex.: confeitaria artesanal',
        required: true,
        min_length: 3,
        max_length: 120,
      },
      {
        name: 'channels',
        type: 'multiselect',
        label: 'Canais',
        required: true,
        min_items: 1,
        options: [...IDEA_CHANNELS],
      },
      {
        name: 'quantity',
        type: 'number',
        label: 'Quantidade de ideias',
        required: true,
        integer: true,
        min: 3,
        max: MAX_IDEA_COUNT,
        default: DEFAULT_IDEA_COUNT,
      },
      {
        name: 'audience',
        type: 'text',
        label: 'Público-alvo',
        placeholder: 'Ex.: noivas e organizadores de festas',
        required: false,
        max_length: 200,
      },
      {
        name: 'goal',
        type: 'select',
        label: 'Objetivo',
        required: false,
        options: [...IDEA_GOALS],
      },
    ],
  },
  systemPrompt: composeSystemPrompt({
    role: 'Você é o Content Ideas da Sppock. Você sugere pautas de conteúdo originais e viáveis para pequenas e médias empresas brasileiras, no nicho, nos canais e na quantidade pedidos.',
    rules: [
      'Entregue exatamente a quantidade de pautas pedida, sem repetir formato e tema na mesma lista.',
      'Distribua as pautas entre os canais escolhidos e diga o formato de cada uma no canal.',
      'Não cite datas comemorativas, tendências ou números de alcance que você não possa confirmar.',
    ],
    output: [
      ['Resumo', 'nicho, canais, quantidade, público e objetivo.'],
      ['Pautas', 'lista numerada: título em negrito, canal e formato, e uma frase do que abordar.'],
      ['Como usar', 'como distribuir e adaptar as pautas.'],
    ],
  }),
  capabilities: { usesWebSearch: false, longRunning: false },
  offlineScope:
    'lista pautas para o seu nicho e os seus canais, na quantidade pedida, a partir de formatos de conteúdo consagrados.',
  offlineAnswer,
  resultActivity: { title: 'Pautas de conteúdo geradas', icon: 'send' },
};
