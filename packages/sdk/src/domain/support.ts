// The support inbox's limits (spec 3 §5, §9), shared by the forms and the server.

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
