// The tests of the /assessment page as the seed writes them (spec 1 §8, spec 3 §2): the three
// live assessments and the ones announced on the list. The order is the display order.
import { IGTA_PATH, MBTI_PATH, RODA_DA_VIDA_PATH } from '@sppock/sdk/domain';
import type { components } from '../../contract/generated.ts';

type Agent = components['schemas']['AssessmentAgent'];

export interface CatalogueEntry extends Omit<Agent, 'id' | 'can_access'> {
  slug: string;
}

const gradient = (from: string, to: string) => `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    slug: 'rodavida',
    title: 'Roda da Vida',
    description:
      'Avalie sua satisfação em 8 áreas da vida — carreira, finanças, relacionamentos, saúde, lazer, crescimento pessoal, espiritualidade e contribuição social — e receba um relatório com prioridades e próximos passos.',
    icon: 'target',
    category: 'desenvolvimento_pessoal',
    route: RODA_DA_VIDA_PATH,
    color: '#10B981',
    gradient: gradient('#10B981', '#0EA5E9'),
    status: 'active',
    enabled_packages: ['freemium', 'professional', 'enterprise'],
    should_show: true,
  },
  {
    slug: 'mbti',
    title: 'Teste de Personalidade MBTI',
    description:
      'Descubra qual dos 16 tipos de personalidade combina com você em 32 questões. Entenda como você ganha energia, percebe o mundo, toma decisões e organiza a sua rotina.',
    icon: 'brain',
    category: 'autoconhecimento',
    route: MBTI_PATH,
    color: '#8B5CF6',
    gradient: gradient('#8B5CF6', '#EC4899'),
    status: 'new',
    enabled_packages: ['professional', 'enterprise'],
    should_show: true,
  },
  {
    slug: 'igta',
    title: 'Diagnóstico Organizacional IGTA',
    description:
      'Diagnóstico da empresa pelo método Identificar, Gap, Target e Ação nas dimensões comportamental, gerencial e estrutural, com relatório e plano de ação.',
    icon: 'building-2',
    category: 'organizacional',
    route: IGTA_PATH,
    color: '#F59E0B',
    gradient: gradient('#F59E0B', '#EF4444'),
    status: 'active',
    enabled_packages: ['professional', 'enterprise'],
    should_show: true,
  },
  {
    slug: 'inteligencia-emocional',
    title: 'Inteligência Emocional',
    description:
      'Meça sua capacidade de reconhecer e gerenciar as próprias emoções e as dos outros, com dicas para fortalecer empatia, autocontrole e relacionamentos.',
    icon: 'heart-handshake',
    category: 'autoconhecimento',
    route: null,
    color: '#EC4899',
    gradient: gradient('#EC4899', '#F43F5E'),
    status: 'coming_soon',
    enabled_packages: ['professional', 'enterprise'],
    should_show: true,
  },
  {
    slug: 'estilo-de-lideranca',
    title: 'Estilo de Liderança',
    description:
      'Identifique seu estilo predominante de liderança e como adaptá-lo à maturidade de cada pessoa da equipe.',
    icon: 'users',
    category: 'lideranca',
    route: null,
    color: '#3B82F6',
    gradient: gradient('#3B82F6', '#6366F1'),
    status: 'development',
    enabled_packages: ['enterprise'],
    should_show: true,
  },
  {
    slug: 'gestao-do-tempo',
    title: 'Gestão do Tempo e Prioridades',
    description:
      'Descubra para onde vai a sua semana, quais hábitos roubam o seu foco e como organizar as prioridades com métodos simples de planejamento.',
    icon: 'clock',
    category: 'produtividade',
    route: null,
    color: '#14B8A6',
    gradient: gradient('#14B8A6', '#22C55E'),
    status: 'coming_soon',
    enabled_packages: ['freemium', 'professional', 'enterprise'],
    should_show: true,
  },
  {
    slug: 'raciocinio-logico',
    title: 'Raciocínio Lógico',
    description:
      'Exercícios de sequências, padrões e dedução para medir a sua agilidade de raciocínio, com explicação de cada resposta.',
    icon: 'puzzle',
    category: 'cognicao',
    route: null,
    color: '#6366F1',
    gradient: gradient('#6366F1', '#A855F7'),
    status: 'coming_soon',
    enabled_packages: ['professional', 'enterprise'],
    should_show: true,
  },
  {
    slug: 'ancoras-de-carreira',
    title: 'Âncoras de Carreira',
    description:
      'Entenda o que você não abre mão no trabalho — autonomia, segurança, desafio, estilo de vida — para escolher os próximos passos da carreira com mais clareza.',
    icon: 'briefcase',
    category: 'profissional',
    route: null,
    color: '#0EA5E9',
    gradient: gradient('#0EA5E9', '#2563EB'),
    status: 'development',
    enabled_packages: ['professional', 'enterprise'],
    should_show: true,
  },
];
