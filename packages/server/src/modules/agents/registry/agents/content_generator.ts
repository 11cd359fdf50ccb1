// Content Generator: a piece of content for one channel from a form (channel, theme, audience,
// tone, key points, call to action). Offline it fills the channel's format with the user's theme
// and points: the structure is real, the wording beyond the user's words is left for them.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import {
  inline,
  linesOf,
  lowerFirst,
  offlineAnswerOf,
  profileContext,
  quote,
  textOf,
  topicOf,
  upperFirst,
} from '../offline.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

export const CONTENT_CHANNELS = [
  'Instagram (post)',
  'Instagram (carrossel)',
  'Reels ou TikTok (roteiro)',
  'LinkedIn',
  'Facebook',
  'Blog',
  'E-mail marketing',
  'WhatsApp',
  'Anúncio (Google ou Meta)',
] as const;
type ContentChannel = (typeof CONTENT_CHANNELS)[number];

export const CONTENT_TONES = [
  'Profissional',
  'Descontraído',
  'Inspirador',
  'Educativo',
  'Persuasivo',
] as const;
type ContentTone = (typeof CONTENT_TONES)[number];

interface Piece {
  theme: string;
  audience?: string;
  points: string[];
  cta: string;
  tone: ContentTone;
  company?: string;
}

/** The opening line, by tone, around the user's theme. */
const HOOKS: Record<ContentTone, (theme: string) => string> = {
  Profissional: (theme) => `${upperFirst(theme)}: o que você precisa saber.`,
  Descontraído: (theme) => `Bora falar de ${theme}?`,
  Inspirador: (theme) => `E se ${theme} fosse o próximo passo do seu negócio?`,
  Educativo: (theme) => `Entenda ${theme} de forma simples.`,
  Persuasivo: (theme) => `Ainda não pensou em ${theme}? Veja por que vale a pena.`,
};

const DEFAULT_CTAS: Record<ContentTone, string> = {
  Profissional: 'Fale com a nossa equipe para saber mais.',
  Descontraído: 'Conta pra gente nos comentários!',
  Inspirador: 'Comece hoje: fale com a gente.',
  Educativo: 'Salve este conteúdo para consultar depois.',
  Persuasivo: 'Garanta o seu agora: fale com a gente.',
};

const STOPWORDS = new Set(
  'a o as os de da do das dos e em no na nos nas para por com como um uma uns umas que sua seu suas seus ao aos à às mais sobre'.split(
    ' ',
  ),
);

/** Hashtags made from the user's own words (theme), never from a trending list we cannot check. */
export function hashtagsOf(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !STOPWORDS.has(word));
  const tags = [...new Set(words)].slice(0, 4).map((word) => `#${word}`);
  if (words.length > 1) {
    tags.push(`#${words.slice(0, 3).join('')}`);
  }
  return [...new Set(tags)];
}

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

function pointsOrHint(piece: Piece, hint: string): string[] {
  return piece.points.length > 0 ? piece.points : [`[${hint}]`];
}

function caption(piece: Piece): string[] {
  const lines = [HOOKS[piece.tone](piece.theme)];
  if (piece.audience) {
    lines.push(`Para ${piece.audience}:`);
  }
  lines.push(bullets(pointsOrHint(piece, 'acrescente os pontos principais do tema')), piece.cta);
  return lines;
}

const FORMATS: Record<ContentChannel, (piece: Piece) => string[]> = {
  'Instagram (post)': (piece) => [
    '## Legenda',
    caption(piece).join('\n\n'),
    '## Hashtags',
    hashtagsOf(piece.theme).join(' '),
    '## Sugestão de imagem',
    `Uma imagem que represente ${piece.theme}, com o título curto em destaque.`,
  ],
  'Instagram (carrossel)': (piece) => [
    '## Slides',
    [
      `1. **Capa:** ${HOOKS[piece.tone](piece.theme)}`,
      ...pointsOrHint(piece, 'um ponto principal por slide').map((point, index) => `${index + 2}. ${point}`),
      `${pointsOrHint(piece, '').length + 2}. **Último slide:** ${piece.cta}`,
    ].join('\n'),
    '## Legenda',
    [`${upperFirst(piece.theme)} em poucos slides.`, piece.cta].join(' '),
    '## Hashtags',
    hashtagsOf(piece.theme).join(' '),
  ],
  'Reels ou TikTok (roteiro)': (piece) => [
    '## Roteiro',
    [
      `- **Gancho (início):** ${HOOKS[piece.tone](piece.theme)}`,
      ...pointsOrHint(piece, 'um ponto por cena').map((point) => `- **Cena:** ${point}`),
      `- **Fechamento:** ${piece.cta}`,
    ].join('\n'),
    '## Legenda',
    [upperFirst(piece.theme), hashtagsOf(piece.theme).join(' ')].join('\n\n'),
  ],
  LinkedIn: (piece) => [
    '## Post',
    [
      HOOKS[piece.tone](piece.theme),
      piece.audience ? `Quem trabalha com ${piece.audience} conhece bem este assunto.` : '',
      bullets(pointsOrHint(piece, 'acrescente um aprendizado ou um dado seu')),
      piece.company ? `Aqui na ${piece.company}, é assim que pensamos o tema.` : '',
      piece.cta,
    ]
      .filter((line) => line !== '')
      .join('\n\n'),
    '## Hashtags',
    hashtagsOf(piece.theme).join(' '),
  ],
  Facebook: (piece) => ['## Post', caption(piece).join('\n\n')],
  Blog: (piece) => [
    `## Título: ${upperFirst(piece.theme)}`,
    '### Introdução',
    `${HOOKS[piece.tone](piece.theme)}${piece.audience ? ` Este artigo é para ${piece.audience}.` : ''}`,
    ...pointsOrHint(piece, 'um ponto principal por seção').flatMap((point) => [
      `### ${point}`,
      `[Desenvolva este ponto: explique, dê um exemplo do seu dia a dia e diga o que o leitor ganha.]`,
    ]),
    '### Conclusão',
    `Resuma o que o leitor aprendeu sobre ${piece.theme}. ${piece.cta}`,
  ],
  'E-mail marketing': (piece) => [
    '## Assunto',
    HOOKS[piece.tone](piece.theme),
    '## Pré-cabeçalho',
    piece.audience ? `Um conteúdo para ${piece.audience}.` : `Tudo sobre ${piece.theme}.`,
    '## Corpo',
    [
      'Olá, [nome]!',
      `Hoje o assunto é ${piece.theme}.`,
      bullets(pointsOrHint(piece, 'acrescente os pontos principais')),
      `**Botão:** ${piece.cta}`,
    ].join('\n\n'),
  ],
  WhatsApp: (piece) => [
    '## Mensagem',
    [
      `Olá, [nome]! ${HOOKS[piece.tone](piece.theme)}`,
      bullets(pointsOrHint(piece, 'até três pontos curtos').slice(0, 3)),
      piece.cta,
    ].join('\n\n'),
  ],
  'Anúncio (Google ou Meta)': (piece) => [
    '## Títulos',
    bullets([upperFirst(piece.theme), HOOKS[piece.tone](piece.theme)]),
    '## Descrição',
    [pointsOrHint(piece, 'o principal benefício')[0], piece.cta].join(' '),
    '## Chamada para ação',
    piece.cta,
    '## Antes de publicar',
    'Confira os limites de caracteres da plataforma e as políticas de anúncios do seu segmento.',
  ],
};

function isChannel(value: string | undefined): value is ContentChannel {
  return (CONTENT_CHANNELS as readonly string[]).includes(value ?? '');
}
function isTone(value: string | undefined): value is ContentTone {
  return (CONTENT_TONES as readonly string[]).includes(value ?? '');
}

function offlineAnswer(input: OfflineInput): string {
  const { form } = input;
  const channelValue = textOf(form, 'channel');
  const toneValue = textOf(form, 'tone');
  const channel: ContentChannel = isChannel(channelValue) ? channelValue : 'Instagram (post)';
  const tone: ContentTone = isTone(toneValue) ? toneValue : 'Profissional';
  const piece: Piece = {
    theme: lowerFirst(inline(textOf(form, 'theme') ?? topicOf(input.message), 160)),
    audience: textOf(form, 'audience') ? inline(textOf(form, 'audience') ?? '', 160) : undefined,
    points: linesOf(textOf(form, 'key_points')).map((point) => inline(point, 240)),
    cta: inline(textOf(form, 'call_to_action') ?? DEFAULT_CTAS[tone], 160),
    tone,
    company: input.profile?.company ? inline(input.profile.company, 120) : undefined,
  };
  const content = FORMATS[channel](piece);
  const sections = [
    ...(form ? [] : ['Conteúdo montado a partir do seu pedido:', quote(input.message)]),
    `**Canal:** ${channel} · **Tom:** ${tone}`,
    ...content,
    '## Como finalizar',
    bullets([
      content.some((part) => part.includes('['))
        ? 'Troque o que estiver entre colchetes e leia em voz alta para ajustar o ritmo.'
        : 'Leia em voz alta para ajustar o ritmo.',
      'Acrescente um exemplo ou resultado real do seu negócio: é o que torna o conteúdo único.',
    ]),
    profileContext(input.profile) ?? '',
  ];
  return offlineAnswerOf(sections);
}

export const contentGenerator: AgentDefinition = {
  type: 'content_generator',
  metadata: agentCatalogueEntry('content_generator'),
  form: {
    instruction: 'Crie um conteúdo com estes dados:',
    fields: [
      {
        name: 'channel',
        type: 'select',
        label: 'Canal',
        required: true,
        options: [...CONTENT_CHANNELS],
      },
      {
        name: 'theme',
        type: 'text',
        label: 'Tema',
        placeholder: 'Ex.: como escolher o café certo para o seu escritório',
        required: true,
        min_length: 3,
        max_length: 200,
      },
      {
        name: 'audience',
        type: 'text',
        label: 'Público-alvo',
        placeholder: 'Ex.: gestores de pequenas empresas',
        required: false,
        max_length: 200,
      },
      {
        name: 'tone',
        type: 'select',
        label: 'Tom',
        required: true,
        options: [...CONTENT_TONES],
        default: 'Profissional',
      },
      {
        name: 'key_points',
        type: 'textarea',
        label: 'Pontos principais',
        placeholder: 'Um ponto por linha',
        required: false,
        max_length: 1500,
      },
      {
        name: 'call_to_action',
        type: 'text',
        label: 'Chamada para ação',
        placeholder: 'Ex.: Peça seu orçamento pelo WhatsApp',
        required: false,
        max_length: 160,
      },
    ],
  },
  systemPrompt: composeSystemPrompt({
    role: 'Você é o Content Generator da Sppock, redator de conteúdo para marcas brasileiras. Você escreve peças prontas para publicar no formato do canal pedido e no tom da marca.',
    rules: [
      'Respeite o formato do canal: legenda e hashtags no Instagram, slides no carrossel, cenas no roteiro de vídeo, seções no blog, assunto e corpo no e-mail.',
      'Use os pontos principais informados e não acrescente dados, resultados, preços ou depoimentos que o usuário não deu.',
      'Hashtags relacionadas ao tema, sem prometer alcance.',
    ],
    output: [
      [
        '(seções do formato do canal)',
        'por exemplo Legenda, Hashtags e Sugestão de imagem para um post do Instagram.',
      ],
      ['Como finalizar', 'o que o usuário deve revisar ou acrescentar antes de publicar.'],
    ],
  }),
  capabilities: { usesWebSearch: false, longRunning: false },
  offlineScope:
    'preenche o formato do canal escolhido (legenda, slides, roteiro, artigo, e-mail) com o seu tema e os seus pontos.',
  offlineAnswer,
  resultActivity: { title: 'Conteúdo gerado', icon: 'send' },
};
