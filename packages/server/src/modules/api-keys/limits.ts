// The API keys' closed sets and limits (issue 30), read by the account's calls, the API surfaces
// and their messages.

/** What a key may do: chat with the agents; read the owner's conversations. */
export const API_KEY_SCOPES = ['chat', 'conversations:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Active (not revoked) keys a user may hold. */
export const MAX_API_KEYS = 20;
export const API_KEY_NAME_MAX = 60;
/** Every key starts with it, so a leaked key is recognisable (secret scanners) and told from a JWT. */
export const API_KEY_PREFIX = 'spk_';
/** Calls per key per window, across every node (the shared limiter). */
export const API_KEY_RATE = { calls: 60, windowMs: 60_000 } as const;
/** `last_used_at` is written at most this often per key. */
export const LAST_USED_RESOLUTION_MS = 60_000;
