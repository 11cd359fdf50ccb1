// Facts about a conversation that the server checks and the clients show (issue 29).

/** The longest title a user may give a conversation, in characters (after trimming). */
export const CONVERSATION_TITLE_MAX_LENGTH = 120;
