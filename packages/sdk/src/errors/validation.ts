// Client-side checks and their pt-BR messages (spec 1 §5, spec 2 §5, spec 3 §5). Each returns
// the message to show, or null when the input passes.
import { MIN_PASSWORD_LENGTH, passwordLength, validateNewPassword } from '../domain/password';
import { isValidPhone } from '../domain/phone';

/** Registration: the two passwords differ (spec 1 §5). */
export function validateRegistrationPasswords(password: string, confirmPassword: string): string | null {
  return password === confirmPassword ? null : 'As senhas não correspondem';
}

/** The reset page opened without a token (spec 1 §2). */
export const RESET_LINK_MISSING_MESSAGE =
  'Link de redefinição de senha inválido ou ausente. Por favor, solicite um novo link.';

/** Password reset: token required, passwords must match (spec 1 §5). */
export function validatePasswordReset(input: {
  token: string | null | undefined;
  password: string;
  passwordConfirm: string;
}): string | null {
  if (!input.token) {
    return 'Token de redefinição de senha ausente.';
  }
  return input.password === input.passwordConfirm ? null : 'As senhas não coincidem.';
}

/** Profile save: e-mail must contain '@'; a phone, when given, needs at least 10 digits (spec 1 §5). */
export function validateProfile(input: { email: string; phone?: string | null }): string | null {
  if (!input.email.includes('@')) {
    return 'Por favor, insira um email válido';
  }
  if (input.phone && !isValidPhone(input.phone)) {
    return 'Por favor, insira um telefone válido (mínimo 10 dígitos)';
  }
  return null;
}

/**
 * Change password: the new password and its confirmation match, 8 characters at least (spec 1 §5),
 * 128 at most (the server's rule, {@link validateNewPassword}).
 */
export function validateChangePassword(input: {
  newPassword: string;
  confirmPassword: string;
}): string | null {
  if (input.newPassword !== input.confirmPassword) {
    return 'As senhas não coincidem';
  }
  if (passwordLength(input.newPassword) < MIN_PASSWORD_LENGTH) {
    return 'A nova senha deve ter pelo menos 8 caracteres';
  }
  return validateNewPassword(input.newPassword);
}

/** Account deletion needs DELETAR typed exactly (spec 1 §5). */
export function validateAccountDeletion(confirmation: string): string | null {
  return confirmation === 'DELETAR' ? null : 'Digite DELETAR para confirmar';
}

/** Upload limit: 100MB (spec 2 §5, §9). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** File extensions the chat accepts (spec 2 §5). */
export const ACCEPTED_UPLOAD_EXTENSIONS = [
  'pdf',
  'docx',
  'doc',
  'xlsx',
  'xls',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'txt',
  'md',
] as const;

/** True when the file name ends with an accepted extension. */
export function isAcceptedUpload(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
}

/** A picked or dropped file over 100MB (spec 2 §5). */
export function validateUploadSize(file: { size: number }): string | null {
  return file.size > MAX_UPLOAD_BYTES ? 'Arquivo muito grande. Limite máximo: 100MB' : null;
}

/** A file whose extension is not one of the 11 accepted (the server's 415 says the same). */
export const UNSUPPORTED_UPLOAD_MESSAGE =
  'Tipo de arquivo não aceito. Envie PDF, DOCX, DOC, XLSX, XLS, JPG, JPEG, PNG, GIF, TXT ou MD.';

/** A file with no bytes (the server refuses it with the same text). */
export const EMPTY_UPLOAD_MESSAGE = 'O arquivo está vazio.';

/**
 * Every check a picked or dropped file gets before it is uploaded (spec 2 §5): an accepted
 * extension, not empty, 100MB at most.
 */
export function validateUpload(file: { name: string; size: number }): string | null {
  if (!isAcceptedUpload(file.name)) {
    return UNSUPPORTED_UPLOAD_MESSAGE;
  }
  if (file.size === 0) {
    return EMPTY_UPLOAD_MESSAGE;
  }
  return validateUploadSize(file);
}

/** Export needs at least one message (spec 2 §5). */
export function validateExport(messageCount: number): string | null {
  return messageCount > 0 ? null : 'Nenhuma conversa para exportar';
}

/** An agent without a session endpoint (spec 2 §5). */
export const SESSION_ENDPOINT_MISSING_MESSAGE = 'Endpoint de sessão não configurado';

/** URL analysis with a blank address (spec 2 §5: the URL must not be blank). */
export const WEB_PAGE_URL_REQUIRED_MESSAGE = 'Informe o endereço da página.';

/** URL analysis with an address that is not a web page's. */
export const WEB_PAGE_URL_INVALID_MESSAGE =
  'Endereço inválido. Use um endereço http:// ou https://, como https://www.exemplo.com.br.';

/**
 * The web page address the user meant, or null when it is not one: an address typed without its
 * scheme ('padariaboavista.com.br') gets https://; only http and https pages with a host name
 * that has a dot (or localhost) are kept.
 */
export function normalizeWebPageUrl(input: string): string | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) {
    return null;
  }
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return null;
  }
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') {
    return null;
  }
  return url.href;
}

/** URL analysis: a non-blank http or https address (spec 2 §5). */
export function validateWebPageUrl(input: string): string | null {
  if (input.trim() === '') {
    return WEB_PAGE_URL_REQUIRED_MESSAGE;
  }
  return normalizeWebPageUrl(input) ? null : WEB_PAGE_URL_INVALID_MESSAGE;
}

/** URL analysis is sent as a chat message with this prefix (spec 2 §5). */
export function urlAnalysisMessage(url: string): string {
  return `Analise esta página web: ${url.trim()}`;
}

/** Roda da Vida: the start answer lacked success or session_id / submit without a session (spec 3 §5). */
export const rodaDaVidaMessages = {
  startFailed: 'Erro ao criar sessão',
  sessionMissing: 'Sessão não encontrada',
} as const;

/** MBTI: every question must be answered (spec 3 §5). */
export function validateMbtiAnswers(answered: number, total: number): string | null {
  return answered >= total ? null : 'Por favor, responda todas as questões antes de continuar.';
}

/** MBTI submitted without a session (spec 3 §5). */
export const MBTI_SESSION_MISSING_MESSAGE = 'Erro: Sessão não encontrada. Tente iniciar uma nova avaliação.';

/** IGTA: at least one non-empty answer (spec 3 §5). Takes the answers in any nesting. */
export function validateIgtaAnswers(answers: unknown): string | null {
  const hasAnswer = (value: unknown): boolean =>
    typeof value === 'string'
      ? value.trim() !== ''
      : Array.isArray(value)
        ? value.some(hasAnswer)
        : typeof value === 'object' && value !== null
          ? Object.values(value).some(hasAnswer)
          : false;
  return hasAnswer(answers) ? null : 'Por favor, responda pelo menos algumas questões';
}

/** Support: a new message needs a subject of 5 and content of 10 characters (spec 3 §5). */
export function validateSupportMessage(input: { subject: string; content: string }): string | null {
  const subject = input.subject.trim();
  const content = input.content.trim();
  if (!subject || !content) {
    return 'Por favor, preencha todos os campos obrigatórios';
  }
  if (subject.length < 5) {
    return 'O assunto deve ter pelo menos 5 caracteres';
  }
  if (content.length < 10) {
    return 'O conteúdo deve ter pelo menos 10 caracteres';
  }
  return null;
}

/** Support: a reply needs 5 characters (spec 3 §5). */
export function validateSupportReply(reply: string): string | null {
  const text = reply.trim();
  if (!text) {
    return 'Por favor, digite uma resposta';
  }
  return text.length >= 5 ? null : 'A resposta deve ter pelo menos 5 caracteres';
}
