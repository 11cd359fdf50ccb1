// Facts about the contract's paths the client acts on.
import type { paths } from '../generated/openapi';

/** Every path of the contract. */
export type SppockPaths = paths;

/** The payments service's paths (`/payments/...`), served from `paymentsBaseUrl`. */
export type PaymentsPaths = {
  [P in keyof paths as P extends `/payments/${string}` ? P : never]: paths[P];
};

/** Every other path, served from `baseUrl`. */
export type ApiPaths = {
  [P in keyof paths as P extends `/payments/${string}` ? never : P]: paths[P];
};

/**
 * Calls a visitor makes (`security: []` in the contract): they carry no bearer token, and a 401
 * from them is an answer (wrong password), not an expired session. A test keeps this list equal
 * to the contract's.
 */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/api/accounts/token/',
  '/api/accounts/token/refresh/',
  '/api/accounts/users/register/',
  '/api/accounts/users/verify_code/',
  '/api/accounts/users/resend_code/',
  '/api/accounts/password-reset/',
  '/api/accounts/password-reset/confirm/',
  '/api/accounts/logout/',
  '/api/marketing/newsletter/',
  '/api/marketing/demo-requests/',
  '/payments/plans/',
  // The FAQ chatbot for visitors (landing, /login, /pricing): an anonymous session, no account data.
  '/api/chatbot/visitor/session/',
  '/api/chatbot/visitor/response/',
  '/api/chatbot/visitor/rate/',
  // A partner site's visitor (the embed's site key, checked against the page's origin).
  '/api/embed/visitor/session/',
  // A partner site's Commander visitor (the site key, checked against the page's origin).
  '/api/embed/commander/session/',
  // A team invitation opened by someone who may not have an account yet.
  '/api/teams/invitations/preview/',
  '/api/teams/invitations/register/',
  // A conversation shared by a link (issue 29): read-only, opened by anyone with the address.
  '/api/shared/{token}/',
  // Stripe calls it, signed; the SDK never does, but it is no session's call either.
  '/payments/stripe/webhook/',
  // Meta calls it for a connected WhatsApp number (issue 31), signed with the app's secret.
  '/api/whatsapp/webhook/{webhook_id}/',
  '/healthz',
  '/__dev/outbox',
] satisfies (keyof paths)[]);

/**
 * Calls whose answer a language model writes and that may take minutes: the agents' action
 * endpoint (send_message) and the assessment reports. They get the long timeout.
 */
export const LONG_RUNNING_CALLS: ReadonlySet<string> = new Set([
  'POST /api/agents/{agent}/api/',
  'POST /api/assessment/rodavida/api/submit/',
  'POST /api/assessment/mbti/api/submit/',
  'POST /api/assessment/igta/analyze/',
] satisfies `POST ${keyof paths}`[]);
