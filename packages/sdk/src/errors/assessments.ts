// pt-BR messages of the assessments (spec 3 §8 "Assessment service defaults").
import { type FailureInput, serverErrorOr } from './failure';

const DEFAULTS = {
  rodavida: {
    start: 'Erro ao iniciar avaliação Roda da Vida',
    questions: 'Erro ao obter questões Roda da Vida',
    submit: 'Erro ao submeter avaliação Roda da Vida',
    sessions: 'Erro ao listar sessões Roda da Vida',
    delete: 'Erro ao deletar sessão Roda da Vida',
    feedback: 'Erro ao salvar feedback Roda da Vida',
  },
  mbti: {
    start: 'Erro ao iniciar avaliação MBTI',
    questions: 'Erro ao obter questões MBTI',
    submit: 'Erro ao submeter avaliação MBTI',
    sessions: 'Erro ao listar sessões MBTI',
    // The spec lists no default for reading one MBTI session; this follows the IGTA wording.
    session: 'Erro ao obter sessão MBTI',
    delete: 'Erro ao deletar sessão MBTI',
    feedback: 'Erro ao salvar feedback MBTI',
  },
  igta: {
    questions: 'Erro ao obter questões IGTA',
    analyze: 'Erro ao analisar respostas IGTA',
    session: 'Erro ao obter sessão IGTA',
    sessions: 'Erro ao listar sessões IGTA',
    feedback: 'Erro ao submeter feedback IGTA',
    analytics: 'Erro ao obter analytics IGTA',
    delete: 'Erro ao deletar sessão IGTA',
  },
} as const;

/** The assessments with service defaults. */
export type AssessmentKind = keyof typeof DEFAULTS;
/** The operations of one assessment that have a default message. */
export type AssessmentOperation<A extends AssessmentKind> = keyof (typeof DEFAULTS)[A];

/**
 * An assessment call failed: the server's `error` when present, otherwise the service default for
 * that assessment and operation.
 */
export function assessmentErrorMessage<A extends AssessmentKind>(
  input: FailureInput,
  assessment: A,
  operation: AssessmentOperation<A>,
): string {
  const defaults: Record<PropertyKey, string> = DEFAULTS[assessment];
  return serverErrorOr(input, defaults[operation as PropertyKey] ?? 'Erro desconhecido');
}

/** Assessment calls fail with this text when no access token is stored (spec 3 §7). */
export const MISSING_TOKEN_MESSAGE = 'Token de acesso não encontrado';

/** The assessment pages' toasts (spec 3 §8). */
export const assessmentToasts = {
  error: {
    start: 'Erro ao iniciar avaliação',
    submit: 'Erro ao submeter avaliação',
    feedback: 'Erro ao salvar feedback',
    copyReport: 'Erro ao copiar relatório',
    exportReport: 'Erro ao exportar relatório',
    loadSession: 'Erro ao carregar sessão',
    deleteSession: 'Erro ao excluir sessão',
    igtaQuestions: 'Erro ao carregar questões do teste IGTA',
    igtaAnalysis: 'Erro ao processar análise IGTA',
  },
  success: {
    started: 'Avaliação iniciada!',
    completed: 'Avaliação concluída!',
    feedback: 'Feedback salvo!',
    deleted: 'Avaliação deletada com sucesso',
    reportCopied: 'Relatório copiado para a área de transferência!',
    reportExported: 'Relatório exportado com sucesso!',
    sessionLoaded: 'Sessão carregada com sucesso!',
    sessionDeleted: 'Sessão excluída com sucesso',
    igtaCompleted: 'Análise IGTA concluída com sucesso!',
  },
} as const;

/** The console's toasts (spec 3 §8 "Dashboard"). */
export const consoleToasts = {
  invalidData: 'Dados inválidos da API',
  queueStats: 'Erro ao carregar estatísticas da fila',
} as const;
