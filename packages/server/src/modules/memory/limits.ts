// The limits of a user's memory (issue 29), in one place for the server and the contract's texts.

/** Facts (active and pending) a user may keep. */
export const MAX_FACTS = 200;
/** Characters of one fact. */
export const MAX_FACT_CHARS = 500;
/** Proposals waiting for an answer at once: past it, nothing more is proposed until the user answers. */
export const MAX_PENDING_PROPOSALS = 20;
/** Declined proposals kept so the same text is not proposed again (the oldest are forgotten). */
export const MAX_DECLINED_KEPT = 100;
/** Tokens of the "O que você sabe sobre a pessoa" block in a prompt (newest facts first). */
export const MEMORY_TOKEN_BUDGET = 800;
