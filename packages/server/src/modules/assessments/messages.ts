// The assessments' pt-BR texts (spec 3 §5, §8; spec 1 §8), as the server answers them.
import type { AssessmentType } from './sessions.ts';

const NAMES: Record<AssessmentType, string> = {
  rodavida: 'Roda da Vida',
  mbti: 'MBTI',
  igta: 'IGTA',
};

export const ASSESSMENT_MESSAGES = {
  /** Spec 1 §8 "Assessment list". */
  listFailed: 'Falha ao carregar assessments. Tente novamente mais tarde.',
  agentNotFound: 'Teste não encontrado',
  invalidCategory: 'Dados inválidos: categoria inválida.',
  invalidStatus: 'Dados inválidos: situação inválida.',
  /** Spec 3 §2 tooltip: the plan does not include the test. */
  notInPlan: 'Este teste não está disponível na sua assinatura atual',
  /** The test is listed but not open (coming soon, in development, under maintenance). */
  notAvailable: 'Este teste ainda não está disponível.',
  started: 'Avaliação iniciada!',
  deleted: 'Avaliação deletada com sucesso',
  feedbackSaved: 'Feedback salvo!',
  sessionNotFound: 'Sessão não encontrada',
  invalidTitle: 'Dados inválidos: o título deve ter no máximo 200 caracteres.',
  invalidScores: 'Dados inválidos: as notas devem ser números inteiros de 0 a 10.',
  noAreas: 'Dados inválidos: envie as notas de pelo menos uma área, uma nota por questão.',
  unknownArea: 'Dados inválidos: área da vida desconhecida.',
  /** Spec 3 §5 "MBTI". */
  mbtiIncomplete: 'Por favor, responda todas as questões antes de continuar.',
  mbtiValues: 'Dados inválidos: as respostas devem ser números inteiros de 1 a 5.',
  /** Spec 3 §5 "IGTA". */
  igtaEmpty: 'Por favor, responda pelo menos algumas questões',
  igtaTooLong: 'Dados inválidos: cada resposta pode ter no máximo 5000 caracteres.',
  igtaTooManyAnswers: 'Dados inválidos: há mais respostas do que questões nesta etapa.',
  igtaCompany: 'Dados inválidos: empresa, departamento e cargo têm no máximo 200 caracteres.',
  igtaEmployees: 'Dados inválidos: o número de funcionários deve ser um inteiro de 0 a 1.000.000.',
  invalidRating: 'Dados inválidos: a nota deve ser um número inteiro de 1 a 5.',
  invalidComment: 'Dados inválidos: o comentário deve ter no máximo 2000 caracteres.',
  invalidIgtaFeedback: 'Dados inválidos: o feedback deve ter de 1 a 2000 caracteres.',
  tooManySubmissions: 'Muitas avaliações enviadas em pouco tempo. Tente novamente em alguns minutos.',
  /** Spec 3 §8 service defaults. */
  startFailed: (type: AssessmentType) => `Erro ao iniciar avaliação ${NAMES[type]}`,
  questionsFailed: (type: AssessmentType) => `Erro ao obter questões ${NAMES[type]}`,
  submitFailed: (type: AssessmentType) =>
    type === 'igta' ? 'Erro ao analisar respostas IGTA' : `Erro ao submeter avaliação ${NAMES[type]}`,
  listSessionsFailed: (type: AssessmentType) => `Erro ao listar sessões ${NAMES[type]}`,
  getSessionFailed: (type: AssessmentType) => `Erro ao obter sessão ${NAMES[type]}`,
  deleteFailed: (type: AssessmentType) => `Erro ao deletar sessão ${NAMES[type]}`,
  feedbackFailed: (type: AssessmentType) =>
    type === 'igta' ? 'Erro ao submeter feedback IGTA' : `Erro ao salvar feedback ${NAMES[type]}`,
  analyticsFailed: 'Erro ao obter analytics IGTA',
  defaultTitle: (type: AssessmentType, date: string) =>
    type === 'igta' ? `Diagnóstico IGTA - ${date}` : `Avaliação ${NAMES[type]} - ${date}`,
} as const;
