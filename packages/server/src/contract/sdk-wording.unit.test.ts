// What the server sends and what the SDK's error catalogue shows must read the same: the SDK
// words a failure or a success by itself when the answer carries no text (or checks the form
// before sending), and a user must not meet two wordings of one rule. Where the SDK exports the
// string, the server imports it (support's 'Mensagem enviada com sucesso!', the chatbot's thanks,
// the upload checks); the others are enumerated here, each pair the server's text and the SDK's.
import {
  assessmentErrorMessage,
  assessmentListErrorMessage,
  assessmentToasts,
  changePasswordErrorMessage,
  chatbotSendErrorMessage,
  consoleErrorMessage,
  MAX_UPLOAD_BYTES,
  newsletterSuccessMessage,
  passwordResetConfirmSuccessMessage,
  passwordResetRequestSuccessMessage,
  rodaDaVidaMessages,
  supportErrorMessage,
  validateAccountDeletion,
  validateChangePassword,
  validateIgtaAnswers,
  validateMbtiAnswers,
  validatePasswordReset,
  validateProfile,
  validateRegistrationPasswords,
  validateSupportMessage,
  validateSupportReply,
  validateUploadSize,
  verificationErrorMessage,
} from '@sppock/sdk';
import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES as S } from '../http/support/handlers.ts';
import { ACCOUNT_MESSAGES as A } from '../modules/accounts/messages.ts';
import { CHAT_MESSAGES } from '../modules/agents/chat/messages.ts';
import { ASSESSMENT_MESSAGES as AS } from '../modules/assessments/messages.ts';
import { CHATBOT_MESSAGES } from '../modules/chatbot/messages.ts';
import { FILES_MESSAGES } from '../modules/files/messages.ts';
import { MARKETING_MESSAGES } from '../modules/marketing/messages.ts';
import { PAYMENT_MESSAGES } from '../modules/payments/messages.ts';
import { TEAM_MESSAGES } from '../modules/teams/messages.ts';
import { FILE_TOO_LARGE_MESSAGE, INTERNAL_ERROR_MESSAGE, SUPERUSER_ONLY_MESSAGE } from './messages.ts';

/** A failure with no text of the server's own: the SDK's fallback speaks. */
const silent = (status: number) => ({ kind: 'http' as const, status, body: {} });

const PAIRS: ReadonlyArray<readonly [string, string, string | null]> = [
  // Accounts (spec 1 §5, §8).
  ['cadastro: senhas diferentes', A.passwordsDifferRegistration, validateRegistrationPasswords('a', 'b')],
  ['código inválido', A.invalidCode, verificationErrorMessage(silent(400))],
  ['pedido de redefinição', A.resetRequested, passwordResetRequestSuccessMessage({})],
  ['senha redefinida', A.resetDone, passwordResetConfirmSuccessMessage({})],
  [
    'redefinição sem token',
    A.resetTokenMissing,
    validatePasswordReset({ token: '', password: 'x', passwordConfirm: 'x' }),
  ],
  [
    'redefinição: senhas diferentes',
    A.resetPasswordsDiffer,
    validatePasswordReset({ token: 't', password: 'a', passwordConfirm: 'b' }),
  ],
  [
    'equipe: senhas diferentes',
    TEAM_MESSAGES.passwordsDiffer,
    validatePasswordReset({ token: 't', password: 'a', passwordConfirm: 'b' }),
  ],
  [
    'troca de senha: senha atual errada (o SDK reconhece o texto do servidor)',
    'Senha atual incorreta',
    changePasswordErrorMessage({ kind: 'http', status: 400, body: { error: A.wrongPassword } }),
  ],
  [
    'troca de senha: nova senha curta',
    A.newPasswordShort,
    validateChangePassword({ newPassword: 'abc', confirmPassword: 'abc' }),
  ],
  [
    'troca de senha: senhas diferentes',
    A.newPasswordsDiffer,
    validateChangePassword({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' }),
  ],
  ['perfil: e-mail', A.profileInvalidEmail, validateProfile({ email: 'sem-arroba' })],
  ['perfil: telefone', A.profileInvalidPhone, validateProfile({ email: 'a@b.co', phone: '123' })],
  ['exclusão da conta', PAYMENT_MESSAGES.deleteConfirm, validateAccountDeletion('apagar')],
  // Assessments (spec 3 §5, §8).
  ['lista de avaliações', AS.listFailed, assessmentListErrorMessage(silent(500))],
  ['avaliação iniciada', AS.started, assessmentToasts.success.started],
  ['avaliação excluída', AS.deleted, assessmentToasts.success.deleted],
  ['feedback salvo', AS.feedbackSaved, assessmentToasts.success.feedback],
  ['sessão da Roda da Vida', AS.sessionNotFound, rodaDaVidaMessages.sessionMissing],
  ['sessão do chat', CHAT_MESSAGES.sessionNotFound, rodaDaVidaMessages.sessionMissing],
  ['MBTI incompleto', AS.mbtiIncomplete, validateMbtiAnswers(1, 2)],
  ['IGTA vazio', AS.igtaEmpty, validateIgtaAnswers({ a: ' ' })],
  ['IGTA: análise', AS.submitFailed('igta'), assessmentErrorMessage(silent(500), 'igta', 'analyze')],
  ['IGTA: feedback', AS.feedbackFailed('igta'), assessmentErrorMessage(silent(500), 'igta', 'feedback')],
  ['IGTA: analytics', AS.analyticsFailed, assessmentErrorMessage(silent(500), 'igta', 'analytics')],
  ...(['rodavida', 'mbti'] as const).flatMap((type) => [
    [`${type}: início`, AS.startFailed(type), assessmentErrorMessage(silent(500), type, 'start')] as const,
    [
      `${type}: questões`,
      AS.questionsFailed(type),
      assessmentErrorMessage(silent(500), type, 'questions'),
    ] as const,
    [`${type}: envio`, AS.submitFailed(type), assessmentErrorMessage(silent(500), type, 'submit')] as const,
    [
      `${type}: sessões`,
      AS.listSessionsFailed(type),
      assessmentErrorMessage(silent(500), type, 'sessions'),
    ] as const,
    [
      `${type}: exclusão`,
      AS.deleteFailed(type),
      assessmentErrorMessage(silent(500), type, 'delete'),
    ] as const,
    [
      `${type}: feedback`,
      AS.feedbackFailed(type),
      assessmentErrorMessage(silent(500), type, 'feedback'),
    ] as const,
  ]),
  // Support (spec 3 §5, §8).
  ['suporte: campos', S.required, validateSupportMessage({ subject: '', content: '' })],
  [
    'suporte: assunto curto',
    S.subjectShort,
    validateSupportMessage({ subject: 'Oi', content: 'x'.repeat(20) }),
  ],
  ['suporte: texto curto', S.contentShort, validateSupportMessage({ subject: 'Assunto', content: 'curto' })],
  ['suporte: resposta vazia', S.replyRequired, validateSupportReply('  ')],
  ['suporte: resposta curta', S.replyShort, validateSupportReply('oi')],
  ['erro interno', INTERNAL_ERROR_MESSAGE, supportErrorMessage(silent(500), 'create')],
  // Chatbot (spec 2 §8), console (spec 3 §8), marketing, files (spec 2 §5).
  ['chatbot: 429', CHATBOT_MESSAGES.tooMany, chatbotSendErrorMessage(silent(429))],
  ['chatbot: 403', CHATBOT_MESSAGES.forbidden, chatbotSendErrorMessage(silent(403))],
  ['console: 403', SUPERUSER_ONLY_MESSAGE, consoleErrorMessage(silent(403), 'queue')],
  ['newsletter', MARKETING_MESSAGES.subscribed, newsletterSuccessMessage({})],
  ['arquivo grande (arquivos)', FILES_MESSAGES.tooLarge, validateUploadSize({ size: MAX_UPLOAD_BYTES + 1 })],
  ['arquivo grande (corpo)', FILE_TOO_LARGE_MESSAGE, validateUploadSize({ size: MAX_UPLOAD_BYTES + 1 })],
];

describe('o servidor e o catálogo de erros do SDK dizem o mesmo', () => {
  it.each(PAIRS)('%s', (_what, server, sdk) => {
    expect(sdk).toBe(server);
  });
});
