// The support inbox's limits and labels (spec 3 §4, §5, §9), shared by the forms and the server.
import type { components } from '../generated/openapi';

/** A new message's subject: at least 5 characters once trimmed. */
export const SUPPORT_SUBJECT_MIN_LENGTH = 5;
/** A new message's text: at least 10 characters once trimmed. */
export const SUPPORT_CONTENT_MIN_LENGTH = 10;
/** A reply: at least 5 characters once trimmed; the send button stays disabled below. */
export const SUPPORT_REPLY_MIN_LENGTH = 5;
/** The contract's maximum for a subject. */
export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
/** The contract's maximum for a message or a reply. */
export const SUPPORT_CONTENT_MAX_LENGTH = 5000;
/** The days-open badge turns red above this many days (spec 3 §9). */
export const SUPPORT_OVERDUE_DAYS = 7;

type SupportStatus = components['schemas']['SupportStatus'];
type SupportPriority = components['schemas']['SupportPriority'];

/** A support message's status as the inbox, the operators' queue and the notifications word it. */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  aberta: 'Aberta',
  em_analise: 'Em análise',
  respondida: 'Respondida',
  resolvida: 'Resolvida',
  fechada: 'Fechada',
};

/** A support message's priority as the inbox and the operators' queue word it. */
export const SUPPORT_PRIORITY_LABELS: Record<SupportPriority, string> = {
  baixa: 'Baixa',
  normal: 'Normal',
  alta: 'Alta',
  urgente: 'Urgente',
};
