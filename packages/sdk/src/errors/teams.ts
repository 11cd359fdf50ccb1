// pt-BR messages of the Enterprise plan's team (issue 21): the server's text when it sends one.
import { type FailureInput, serverErrorOr } from './failure';

/** The team could not be loaded: the server's error or 'Erro ao carregar a equipe'. */
export const teamLoadErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Erro ao carregar a equipe');

/** A team action (invite, resend, revoke, remove, hand over, leave) failed. */
export const teamActionErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Não foi possível concluir a ação na equipe. Tente novamente.');

/** An invitation link could not be read or accepted. */
export const invitationErrorMessage = (input: FailureInput) =>
  serverErrorOr(input, 'Não foi possível abrir o convite. Tente novamente.');
