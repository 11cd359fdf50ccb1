// The pt-BR messages of Minha Conta › Privacidade (issue 31, LGPD).
import { type FailureInput, serverErrorOr } from './failure';

/** Loading the Privacidade tab: the server's text or 'Erro ao carregar a privacidade da conta'. */
export const privacyLoadErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao carregar a privacidade da conta');
/** Saving consents or the retention: the server's pt-BR refusal or 'Erro ao salvar a privacidade'. */
export const privacyUpdateErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao salvar a privacidade');
/** Asking for a copy of the data: the server's text (one already in progress) or a fallback. */
export const dataExportRequestErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao pedir a cópia dos seus dados. Tente novamente.');
/** Downloading the copy: one message whatever the cause (an expired, foreign or wrong link is one 404). */
export const dataExportDownloadErrorMessage = () =>
  'Link de download inválido ou expirado. Peça uma nova cópia em Minha Conta › Privacidade.';
