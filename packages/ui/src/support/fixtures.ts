// Test and story data of the support inbox, shaped by the contract; dates relative to the run.
import type { Schema, SupportMessage, SupportNotification } from '@sppock/sdk';
import { FIXTURE_NOW } from '../shell/fixtures';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** An ISO date `ms` before the fixtures' now. */
export const ago = (ms: number) => new Date(FIXTURE_NOW - ms).toISOString();

export const SUPPORT_CATEGORIES: Schema<'SupportCategory'>[] = [
  { id: 1, name: 'Conta e Acesso', color: '#3B82F6' },
  { id: 2, name: 'Pagamentos e Planos', color: '#10B981' },
  { id: 3, name: 'Agentes de IA', color: '#8B5CF6' },
  { id: 4, name: 'Avaliações', color: '#F59E0B' },
  { id: 5, name: 'Problema Técnico', color: '#EF4444' },
];

const RAFAEL = { first_name: 'Rafael', last_name: 'Albuquerque' };
const JULIANA = { first_name: 'Juliana', last_name: 'Ribeiro' };

export function supportMessagesFixture(): SupportMessage[] {
  return [
    {
      id: 1057,
      subject: 'LeadFinder não retorna leads de Curitiba',
      content:
        'Desde ontem o LeadFinder responde "nenhum resultado" para buscas de distribuidoras de materiais de construção em Curitiba/PR.',
      status: 'aberta',
      priority: 'normal',
      category: { id: 3, name: 'Agentes de IA' },
      user: RAFAEL,
      created_at: ago(5 * HOUR_MS),
      updated_at: ago(5 * HOUR_MS),
      responses: [],
      days_open: 0,
    },
    {
      id: 1042,
      subject: 'Cobrança duplicada no cartão em março',
      content:
        'Recebi duas cobranças de R$ 39,90 do plano Pro no cartão final 4821. Podem estornar uma delas?',
      status: 'respondida',
      priority: 'alta',
      category: { id: 2, name: 'Pagamentos e Planos' },
      user: RAFAEL,
      created_at: ago(9 * DAY_MS),
      updated_at: ago(8 * DAY_MS),
      responses: [
        {
          id: 3187,
          content:
            'Olá, Rafael! Confirmamos a cobrança em duplicidade e solicitamos o estorno de R$ 39,90. O valor aparece na sua fatura em até 2 ciclos.',
          author: JULIANA,
          is_internal: true,
          created_at: ago(8 * DAY_MS),
        },
      ],
      days_open: 9,
    },
    {
      id: 1031,
      subject: 'Como exportar o relatório do MBTI?',
      content: 'Terminei o teste MBTI e queria salvar o relatório completo em arquivo. Onde fica essa opção?',
      status: 'resolvida',
      priority: 'baixa',
      category: { id: 4, name: 'Avaliações' },
      user: RAFAEL,
      created_at: ago(20 * DAY_MS),
      updated_at: ago(18 * DAY_MS),
      responses: [
        {
          id: 3101,
          content:
            'Na tela de resultados, use o botão de exportar: o arquivo sai como relatorio-mbti-{data}.txt.',
          author: JULIANA,
          is_internal: true,
          created_at: ago(19 * DAY_MS),
        },
        {
          id: 3102,
          content: 'Funcionou, obrigado!',
          author: RAFAEL,
          is_internal: false,
          created_at: ago(18 * DAY_MS),
        },
      ],
      days_open: 20,
    },
  ];
}

export function supportNotificationsFixture(): SupportNotification[] {
  return [
    {
      id: 5512,
      title: 'Nova resposta do suporte',
      content: 'O suporte respondeu à sua mensagem "Cobrança duplicada no cartão em março".',
      read: false,
      created_at: ago(2 * HOUR_MS),
      notification_type: 'response',
      message: { id: 1042 },
    },
    {
      id: 5498,
      title: 'Mensagem em análise',
      content: 'Sua mensagem "Cobrança duplicada no cartão em março" está em análise.',
      read: true,
      created_at: ago(3 * DAY_MS),
      notification_type: 'status_change',
      message: { id: 1042 },
    },
  ];
}

/** A message whose subject and text run long, for layout stories. */
export const LONG_MESSAGE: SupportMessage = {
  ...supportMessagesFixture()[0]!,
  id: 1060,
  subject:
    'O agente de funil de vendas parou de gerar as etapas quando o produto tem nome muito longo e variações de preço',
  content: 'Detalhes: '.concat('o funil fica vazio depois da segunda etapa. '.repeat(20)),
};
