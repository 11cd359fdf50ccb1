// pt-BR messages of accounts, sessions and the account area (spec 1 §8).
import {
  bodyText,
  type FailureInput,
  firstFieldMessage,
  isTransportFailure,
  serverErrorOr,
  serverMessage,
  toFailure,
} from './failure';

/** Login (spec 1 §8 "Login"): by the server's `detail`, by status, or for the transport failure. */
export function loginErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  switch (failure.kind) {
    case 'network':
      return 'Erro de conexão com o servidor';
    case 'no-status':
    case 'timeout':
      return 'Servidor indisponível. Tente novamente mais tarde.';
    case 'exception':
      return 'Erro ao efetuar login';
    case 'http':
      break;
    default:
      return failure satisfies never;
  }
  const detail = bodyText(failure.body, 'detail');
  if (failure.status === 429 || (detail && /muitas tentativas|too many/i.test(detail))) {
    return 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
  }
  if (!detail) {
    return 'Erro ao efetuar login';
  }
  if (
    /nenhuma conta ativa|no active account|credenciais|credentials|senha incorreta|incorrect/i.test(detail)
  ) {
    return 'Email ou senha incorretos. Verifique suas credenciais e tente novamente.';
  }
  if (/inativa|não está ativa|nao esta ativa|not active|inactive|disabled/i.test(detail)) {
    return 'Sua conta não está ativa. Verifique seu email para ativar a conta.';
  }
  return detail;
}

const REGISTRATION_FIELDS = ['email', 'phone', 'confirm_password', 'terms_accepted', 'password'] as const;

/**
 * Registration (spec 1 §8): the `error` field, else the first message of email, phone,
 * confirm_password or terms_accepted (then password, which the contract also reports), else
 * 'Erro ao registrar usuário'. A `suggestion` from the server is added as a second line.
 */
export function registrationErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (failure.kind !== 'http') {
    return 'Erro ao registrar usuário';
  }
  const body = failure.body;
  const message =
    bodyText(body, 'error') ??
    REGISTRATION_FIELDS.map((field) => firstFieldMessage(body, field)).find((text) => text !== undefined);
  if (!message) {
    return 'Erro ao registrar usuário';
  }
  const suggestion = bodyText(body, 'suggestion');
  return suggestion ? `${message}\n${suggestion}` : message;
}

/** Verification (spec 1 §8): the `error` field, else 'Código de verificação inválido ou expirado'. */
export function verificationErrorMessage(input: FailureInput): string {
  return serverErrorOr(input, 'Código de verificação inválido ou expirado');
}

/** Shown when verification succeeds but the answer carries no tokens (spec 1 §8). */
export const VERIFICATION_UNCLEAR_MESSAGE =
  'Verificação bem-sucedida, mas o estado da conta não está claro. Tente fazer login.';

/** Resend code (spec 1 §8): the `error` field, else the fallback; a connection failure has its own text. */
export function resendCodeErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (isTransportFailure(failure)) {
    return 'Erro de conexão ao reenviar código.';
  }
  return serverErrorOr(failure, 'Erro ao reenviar código.');
}

/**
 * The server's reason when this device's session was ended because the account signed in on
 * more devices than the plan allows (a 401 whose `detail` names the plan and its limit, e.g. 'Sua
 * sessão foi encerrada porque sua conta entrou em outro dispositivo e o plano Free permite 1
 * dispositivo.'), or undefined for any other failure.
 */
export function sessionEndedElsewhereMessage(input: FailureInput): string | undefined {
  const failure = toFailure(input);
  if (failure.kind !== 'http' || failure.status !== 401) {
    return undefined;
  }
  const detail = bodyText(failure.body, 'detail');
  return detail && /^Sua sessão foi encerrada porque sua conta entrou em outro dispositivo/.test(detail)
    ? detail
    : undefined;
}

/**
 * Session renewal ('Continuar logado' or the retry after a 401) failed (spec 1 §8); a session
 * ended by a login on another device says so instead.
 */
export function renewalErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (isTransportFailure(failure)) {
    return 'Erro de conexão ao renovar sessão. Faça login novamente.';
  }
  return sessionEndedElsewhereMessage(failure) ?? 'Não foi possível renovar a sessão. Faça login novamente.';
}

function passwordResetMessage(input: FailureInput, fallback: string): string {
  const failure = toFailure(input);
  if (isTransportFailure(failure)) {
    return 'Erro de conexão com o servidor. Por favor, tente novamente.';
  }
  return (failure.kind === 'http' ? serverMessage(failure.body) : undefined) ?? fallback;
}

/** Requesting a reset link failed (spec 1 §8 "Password reset"). */
export function passwordResetRequestErrorMessage(input: FailureInput): string {
  return passwordResetMessage(
    input,
    'Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente.',
  );
}

/** Setting the new password failed (spec 1 §8 "Password reset"). */
export function passwordResetConfirmErrorMessage(input: FailureInput): string {
  return passwordResetMessage(
    input,
    'Ocorreu um erro ao redefinir sua senha. O token pode ser inválido ou expirado.',
  );
}

/** The success text of the reset request: the server's `message`, else the spec's fallback. */
export function passwordResetRequestSuccessMessage(body?: unknown): string {
  return (
    bodyText(body, 'message') ??
    'Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.'
  );
}

/** The success text of the reset: the server's `message`, else 'Sua senha foi redefinida com sucesso!'. */
export function passwordResetConfirmSuccessMessage(body?: unknown): string {
  return bodyText(body, 'message') ?? 'Sua senha foi redefinida com sucesso!';
}

/** Usage of the account panel and the Uso de Tokens tab (spec 1 §8 "Usage"). */
export function usageErrorMessage(input: FailureInput, options: { historical?: boolean } = {}): string {
  const failure = toFailure(input);
  if (isTransportFailure(failure)) {
    return 'Erro de conexão';
  }
  const fallback = options.historical ? 'Erro ao carregar dados históricos' : 'Erro ao carregar dados de uso';
  return serverErrorOr(failure, fallback);
}

/** Recent activities (spec 1 §8 "Activities"). */
export function activitiesErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (failure.kind !== 'http') {
    return 'Erro de conexão. Verifique sua internet.';
  }
  if (failure.status === 401) {
    return 'Sessão expirada. Faça login novamente.';
  }
  if (failure.status === 403) {
    return 'Acesso negado. Verifique suas permissões.';
  }
  return `Erro ${failure.status}: Erro ao carregar atividades`;
}

/** Conversations list of the Conversas tab (spec 1 §8 "Others"). */
export const conversationsErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao carregar conversas');
/** The search across conversations (issue 29): the server's pt-BR refusal or 'Erro ao buscar nas conversas'. */
export const conversationSearchErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao buscar nas conversas');
/** Loading the API keys (issue 30): the server's pt-BR refusal or 'Erro ao carregar as chaves de API'. */
export const apiKeysLoadErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao carregar as chaves de API');
/** Creating or revoking an API key (issue 30): the server's pt-BR refusal or 'Erro ao salvar a chave de API'. */
export const apiKeyActionErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao salvar a chave de API');
/** Loading notification preferences (spec 1 §8 "Others"). */
export const preferencesLoadErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao carregar preferências');
/** Saving notification preferences (spec 1 §8 "Others"). */
export const preferencesUpdateErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao atualizar preferências');
/** Loading general settings (spec 1 §8 "Others"). */
export const settingsLoadErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao carregar configurações');
/** Saving general settings (spec 1 §8 "Others"). */
export const settingsUpdateErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao atualizar configurações');
/** Loading Minha Conta › Memória (issue 29): the server's error or 'Erro ao carregar a memória'. */
export const memoryLoadErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao carregar a memória');
/** Saving a fact, a proposal's answer or a memory switch (issue 29): the server's pt-BR refusal or 'Erro ao salvar a memória'. */
export const memoryUpdateErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao salvar a memória');
/** Deleting a conversation: the server's error or 'Erro ao deletar conversa' (spec 1 §8). */
export const deleteConversationErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao deletar conversa');
/** Renaming or pinning a conversation (issue 29). */
export const updateConversationErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao atualizar a conversa');
/** Creating a share link (issue 29). */
export const shareConversationErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao criar o link de compartilhamento');
/** Listing the user's share links (issue 29). */
export const shareLinksLoadErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao carregar os links compartilhados');
/** Revoking a share link (issue 29). */
export const revokeShareLinkErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao revogar o link');
/** Opening a shared conversation (issue 29): the server's 404 says the link is gone or expired. */
export const sharedConversationErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao abrir a conversa compartilhada');

/**
 * Change password (spec 1 §8): 400 with `error: 'Wrong password'` → 'Senha atual incorreta'; a
 * `new_password2` error shows its first message; another 400 → check the data; anything else →
 * try again.
 */
export function changePasswordErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (failure.kind !== 'http' || failure.status !== 400) {
    return 'Erro ao alterar senha. Tente novamente.';
  }
  if (
    bodyText(failure.body, 'error') === 'Wrong password' ||
    firstFieldMessage(failure.body, 'old_password') === 'Wrong password'
  ) {
    return 'Senha atual incorreta';
  }
  return (
    firstFieldMessage(failure.body, 'new_password2') ??
    'Erro ao alterar senha. Verifique os dados informados.'
  );
}

const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'company_cnpj',
  'position',
  'industry',
  'address',
  'city',
  'state',
  'country',
  'postal_code',
  'timezone',
] as const;

/**
 * Profile update (spec 1 §8): the server's `message` or `detail` (then, as the contract adds, the
 * first field message), else 'Erro ao atualizar dados'.
 */
export function profileUpdateErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (failure.kind !== 'http') {
    return 'Erro ao atualizar dados';
  }
  const body = failure.body;
  return (
    bodyText(body, 'message') ??
    bodyText(body, 'detail') ??
    PROFILE_FIELDS.map((field) => firstFieldMessage(body, field)).find((text) => text !== undefined) ??
    'Erro ao atualizar dados'
  );
}

/** Exporting a conversation failed (spec 1 §8 "Export", spec 2 §8). */
export function exportConversationErrorMessage(_input?: FailureInput): string {
  return 'Erro ao exportar conversa';
}

/** The user's routing examples could not be exported (issue 26, 'Exportar exemplos de roteamento'). */
export function exportRoutingExamplesErrorMessage(_input?: FailureInput): string {
  return 'Erro ao exportar os exemplos de roteamento';
}

/** Saving the exported conversation as a file failed (spec 1 §8 "Export"). */
export function downloadConversationErrorMessage(_input?: FailureInput): string {
  return 'Erro ao baixar conversa';
}

/** The assessment list failed to load (spec 1 §7 "Assessment list"). */
export function assessmentListErrorMessage(_input?: FailureInput): string {
  return 'Falha ao carregar assessments. Tente novamente mais tarde.';
}

/** Confirming a new e-mail address failed (extension): the server's `error`, else a retry text. */
export function emailChangeErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (isTransportFailure(failure)) {
    return 'Erro de conexão com o servidor. Por favor, tente novamente.';
  }
  return serverErrorOr(failure, 'Não foi possível confirmar o novo e-mail. Tente novamente.');
}

/** Sending the phone's SMS code failed (extension): the server's `error`, else a retry text. */
export function phoneCodeErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (isTransportFailure(failure)) {
    return 'Erro de conexão com o servidor. Por favor, tente novamente.';
  }
  return serverErrorOr(failure, 'Não foi possível enviar o código por SMS. Tente novamente.');
}

/** Confirming the phone failed (extension): the server's `error`, else the verification text. */
export function phoneVerificationErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (isTransportFailure(failure)) {
    return 'Erro de conexão com o servidor. Por favor, tente novamente.';
  }
  return serverErrorOr(failure, 'Código de verificação inválido ou expirado');
}
