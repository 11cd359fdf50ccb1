// The chat's pt-BR copy (spec 2 §4, §8; the contract's examples). One place, so the handlers,
// the stream and the tests say the same thing.
import { agentLockedMessage } from '@sppock/sdk';
import { PLAN_LIMIT_MESSAGES } from '../../payer/messages.ts';
import { PLAN_LABELS, type PlanType } from '../../payments/plans.ts';
import { SPACING_MESSAGE } from '../../spacing/spacing.ts';

const _number = new Intl.NumberFormat('pt-BR');

export const CHAT_MESSAGES = {
  sessionNotFound: 'Sessão não encontrada',
  messageNotFound: 'Mensagem não encontrada',
  emptyMessage: 'A mensagem não pode ser vazia.',
  messageTooLong: 'A mensagem é longa demais. O limite é de 20.000 caracteres.',
  missingSessionId: 'Informe um session_id válido da sessão.',
  invalidTitle: 'O título da sessão deve ter de 1 a 200 caracteres.',
  unknownAction:
    'Ação desconhecida. Use list_sessions, create_session, get_session, delete_session ou send_message.',
  invalidRequest: 'Dados inválidos para a ação de chat.',
  feedbackSent: 'Feedback enviado!',
  invalidFeedback: 'Dados inválidos: feedback_type deve ser positive ou negative.',
  invalidPage: 'Parâmetro inválido: limit deve estar entre 1 e 100.',
  invalidPageNumber: 'Parâmetro inválido: page deve ser um número a partir de 1.',
  sessionCreated: (agentName: string) => `Nova sessão de ${agentName} criada!`,
  sessionDeleted: (agentName: string) => `Sessão de ${agentName} deletada permanentemente!`,
  /** Names the plan that unlocks the agent, in the chat's own words (the SDK holds them). */
  agentNotInPlan: (agentName: string, unlockingPlan: PlanType) =>
    agentLockedMessage(agentName, PLAN_LABELS[unlockingPlan]),
  oneFileOnly: 'Envie um arquivo por mensagem.',
  tooManyFields: 'O formulário tem campos demais: envie action, message, session_id, location e um arquivo.',
  fieldTooLong: 'Um campo do formulário é longo demais.',
  malformedMultipart:
    'O formulário enviado está malformado ou incompleto: envie multipart/form-data com um boundary válido e o corpo inteiro.',
  missingInstruction: 'Escreva o que você quer saber sobre o arquivo.',
  invalidLocation:
    'Localização inválida: envie "Brasil" ou um objeto com country, countryCode (duas letras) e timezone.',
  invalidExtras: 'O campo extras deve ser um objeto.',
  spacing: SPACING_MESSAGE,
  tokenLimit: PLAN_LIMIT_MESSAGES.tokenLimit,
  conversationLimit: PLAN_LIMIT_MESSAGES.conversationLimit,
  stoppedNote: 'Resposta interrompida pelo usuário.',
  choiceOnlyCommander:
    'Só o Sppock Commander faz perguntas de volta: envie a escolha ao Commander (chatsppock).',
  choiceNeedsSession: 'Informe o session_id da conversa em que a pergunta foi feita.',
  questionNotFound: 'Pergunta não encontrada nesta conversa.',
  questionClosed: 'Essa pergunta já foi respondida ou a conversa seguiu depois dela. Envie o pedido de novo.',
  choiceNotOffered: 'Escolha uma das duas opções da pergunta.',
  invalidChoice:
    'Escolha inválida: envie question_id (o message_id da pergunta) e agent (um dos agentes oferecidos).',
  invalidInsteadOf: 'instead_of deve ser o message_id de uma resposta do Commander.',
  invalidEditOf: 'edit_of deve ser o id de uma mensagem sua nesta conversa.',
  invalidRegenerateOf: 'regenerate_of deve ser o id de uma resposta nesta conversa.',
  branchNeedsSession: 'Informe o session_id da conversa da mensagem.',
  editOrRegenerate: 'Envie edit_of ou regenerate_of, não os dois, e sem choice.',
  editOnlyUserMessage: 'Só uma mensagem sua pode ser editada.',
  regenerateOnlyAnswer: 'Só uma resposta pode ser gerada de novo.',
  regenerateNotHere:
    'Esta resposta veio de uma escolha numa pergunta de volta: escolha outra opção ou edite o pedido.',
  tooManyVersions: (max: number) =>
    `Esta mensagem já tem ${max} versões, o máximo. Continue numa delas ou comece outra conversa.`,
  invalidBranchMessage: 'Informe a mensagem do ramo a mostrar.',
} as const;

/** The title a session gets from its first message when it is still 'Nova conversa'. */
export const DEFAULT_SESSION_TITLE = 'Nova conversa';
