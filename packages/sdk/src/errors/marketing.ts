// pt-BR messages of the landing's visitor calls (contract extensions): the newsletter sign-up and
// the Enterprise demo request. The spec gives these forms no behaviour, so it gives no texts
// either; these follow the catalogue's pattern: the server's `error`, else a fallback, and the
// connection text of spec 1 §8 when nothing answered.
import { bodyText, type FailureInput, isTransportFailure, serverErrorOr, toFailure } from './failure';

const CONNECTION_ERROR = 'Erro de conexão com o servidor. Por favor, tente novamente.';

/** Subscribing to the newsletter failed: the server's `error`, else a retry text. */
export function newsletterErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (isTransportFailure(failure)) {
    return CONNECTION_ERROR;
  }
  return serverErrorOr(failure, 'Não foi possível concluir sua inscrição. Tente novamente.');
}

/** Requesting an Enterprise demo failed: the server's `error`, else a retry text. */
export function demoRequestErrorMessage(input: FailureInput): string {
  const failure = toFailure(input);
  if (isTransportFailure(failure)) {
    return CONNECTION_ERROR;
  }
  return serverErrorOr(failure, 'Não foi possível enviar seu pedido de demonstração. Tente novamente.');
}

/** The newsletter confirmation: the server's `message`, else a generic confirmation. */
export function newsletterSuccessMessage(body?: unknown): string {
  return bodyText(body, 'message') ?? 'Inscrição confirmada! Você vai receber nossas novidades por e-mail.';
}

/** The demo-request confirmation: the server's `message`, else a generic confirmation. */
export function demoRequestSuccessMessage(body?: unknown): string {
  return bodyText(body, 'message') ?? 'Pedido recebido! Nossa equipe entra em contato em breve.';
}
