// What each mutation changes. The provider watches every mutation of its QueryClient — the named
// hooks' and `$api.useMutation`'s alike (their key is [method, path]) — and on success
// invalidates the queries listed here, matched by their [method, path] key prefix.
import type { components, paths } from '@sppock/sdk';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation = {
  [P in keyof paths]: { [M in Method]: paths[P][M] extends undefined | never ? never : `${M} ${P}` }[Method];
}[keyof paths];
type QueryPrefix = readonly [Method, keyof paths];

const usage: QueryPrefix[] = [
  ['get', '/api/agents/{agent}/api/usage/'],
  ['get', '/payments/usage/summary/'],
  ['get', '/payments/extra-tokens/'],
  ['get', '/api/agents/activities/recent/'],
];
const chatSessions: QueryPrefix[] = [
  ['get', '/api/agents/{agent}/api/sessions/'],
  // list_sessions and get_session read through the action endpoint, so their queries are POST-keyed.
  ['post', '/api/agents/{agent}/api/'],
  ['get', '/api/agents/{agent}/api/conversations/'],
  ['get', '/api/agents/conversations/search/'],
];
const plans: QueryPrefix[] = [
  ['get', '/payments/plans/'],
  ['get', '/payments/upgrade/'],
  ['get', '/payments/subscriptions/'],
  ['get', '/api/payments/package/'],
  ['get', '/api/payments/subscription/status/'],
  // Plans gate agents and assessments.
  ['get', '/api/agent_apps/access/'],
  ['get', '/api/assessment/agents/'],
  ['get', '/api/assessment/agents/active/'],
  ...usage,
];
const notifications: QueryPrefix[] = [['get', '/api/support/notifications/']];
const supportMessages: QueryPrefix[] = [
  ['get', '/api/support/messages/'],
  ['get', '/api/support/messages/{id}/'],
  ...notifications,
];
const supportQueue: QueryPrefix[] = [
  ['get', '/api/support/admin/messages/'],
  ['get', '/api/support/admin/messages/{id}/'],
  ...supportMessages,
];
const assessment = (kind: 'rodavida' | 'mbti'): QueryPrefix[] => [
  ['get', `/api/assessment/${kind}/api/sessions/`],
  ['get', `/api/assessment/${kind}/api/sessions/{id}/`],
];
const igta: QueryPrefix[] = [
  ['get', '/api/assessment/igta/sessions/'],
  ['get', '/api/assessment/igta/session/{id}/'],
  ['get', '/api/assessment/igta/analytics/'],
];

// The Enterprise team: joining or leaving changes the person's plan (and the owner's seats).
const team: QueryPrefix[] = [
  ['get', '/api/teams/'],
  ['get', '/api/teams/usage/'],
];
// The team's custom agents: who owns and who edits them changes with the team.
const customAgents: QueryPrefix[] = [
  ['get', '/api/custom-agents/'],
  ['get', '/api/custom-agents/{id}/'],
];

// Minha Conta › Memória (issue 29): a chat's "lembre que…" or a proposal adds to it too.
const memory: QueryPrefix[] = [['get', '/api/accounts/memory/']];
// Scheduled runs: a change, or a run started, shows in the list; a run's end reaches the bell.
const schedules: QueryPrefix[] = [['get', '/api/schedules/'], ...notifications];

/** The queries each mutation invalidates when it succeeds. */
export const invalidationRules: Partial<Record<Operation, readonly QueryPrefix[]>> = {
  // Sending a message (or creating / deleting a session) refreshes the session lists and usage.
  'post /api/agents/{agent}/api/': [...chatSessions, ...usage, ...memory],
  'post /api/custom-agents/{id}/chat/': memory,
  'post /api/accounts/memory/': memory,
  // Memory on or off is also the memory consent of Privacidade (issue 31).
  'put /api/accounts/memory/settings/': [...memory, ['get', '/api/accounts/privacy/']],
  'patch /api/accounts/memory/{id}/': memory,
  'delete /api/accounts/memory/{id}/': memory,
  'post /api/accounts/memory/{id}/accept/': memory,
  'post /api/accounts/memory/{id}/decline/': memory,
  'delete /api/agents/{agent}/api/conversations/{session_id}/delete/': [
    ...chatSessions,
    // A deleted conversation's share links stop opening and leave the list.
    ['get', '/api/share-links/'],
  ],
  // Renaming or pinning changes the lists' titles and order.
  'patch /api/agents/{agent}/api/conversations/{session_id}/': chatSessions,
  'post /api/share-links/': [['get', '/api/share-links/']],
  'delete /api/share-links/{id}/': [['get', '/api/share-links/']],
  // Another branch shown changes the session read, the lists' counts and the export.
  'post /api/agents/{agent}/api/sessions/{session_id}/branch/': chatSessions,
  'post /api/chatbot/response/': [
    ['get', '/api/chatbot/history/'],
    ['get', '/api/chatbot/session/info/'],
  ],
  'post /api/chatbot/rate/': [['get', '/api/chatbot/history/']],
  'post /api/chatbot/session/end/': [
    ['get', '/api/chatbot/history/'],
    ['get', '/api/chatbot/session/info/'],
  ],
  // Partner sites ('Integrações').
  'post /api/embed/sites/': [['get', '/api/embed/sites/']],
  'patch /api/embed/sites/{id}/': [['get', '/api/embed/sites/']],
  'delete /api/embed/sites/{id}/': [['get', '/api/embed/sites/']],
  // The WhatsApp Business number ('Integrações').
  'put /api/integrations/whatsapp/': [['get', '/api/integrations/whatsapp/']],
  'patch /api/integrations/whatsapp/': [['get', '/api/integrations/whatsapp/']],
  'delete /api/integrations/whatsapp/': [['get', '/api/integrations/whatsapp/']],
  // An agent turned owner-only (or deleted) leaves the partner sites it was published on.
  'patch /api/custom-agents/{id}/': [['get', '/api/embed/sites/']],
  'delete /api/custom-agents/{id}/': [['get', '/api/embed/sites/']],
  // Reading a notification refreshes the list and the unread count.
  'post /api/support/notifications/{id}/read/': notifications,
  'post /api/support/notifications/read-all/': notifications,
  'post /api/support/messages/create/': supportMessages,
  'post /api/support/messages/{id}/respond/': supportMessages,
  'post /api/support/messages/{id}/resolve/': supportMessages,
  // The operators' queue: an answer, a status change or an assignment refreshes it (and an
  // operator's own inbox, when the message is theirs).
  'post /api/support/admin/messages/{id}/respond/': supportQueue,
  'post /api/support/admin/messages/{id}/status/': supportQueue,
  'post /api/support/admin/messages/{id}/priority/': supportQueue,
  'post /api/support/admin/messages/{id}/assign/': supportQueue,
  // A plan change refreshes usage and plans.
  'post /payments/upgrade/': plans,
  'post /payments/extra-tokens/': usage,
  'put /payments/subscriptions/{id}/': plans,
  'post /payments/cancel-subscription/': plans,
  'put /api/accounts/users/profile/': [['get', '/api/accounts/users/profile/']],
  'post /api/accounts/email-change/confirm/': [['get', '/api/accounts/users/profile/']],
  'post /api/accounts/phone/verify/': [['get', '/api/accounts/users/profile/']],
  'put /api/accounts/notification-preferences/': [
    ['get', '/api/accounts/notification-preferences/'],
    ['get', '/api/accounts/privacy/'],
  ],
  'put /api/accounts/general-settings/': [['get', '/api/accounts/general-settings/']],
  // Privacidade: marketing e-mails are also a notification preference, memory the memory switch.
  'put /api/accounts/privacy/consents/': [
    ['get', '/api/accounts/privacy/'],
    ['get', '/api/accounts/notification-preferences/'],
    ...memory,
  ],
  'put /api/accounts/privacy/retention/': [['get', '/api/accounts/privacy/']],
  'post /api/accounts/privacy/exports/': [['get', '/api/accounts/privacy/']],
  'post /api/assessment/rodavida/api/': assessment('rodavida'),
  'post /api/assessment/rodavida/api/submit/': [...assessment('rodavida'), ...usage],
  'delete /api/assessment/rodavida/api/sessions/{id}/': assessment('rodavida'),
  'post /api/assessment/rodavida/api/sessions/{id}/feedback/': assessment('rodavida'),
  'post /api/assessment/mbti/api/': assessment('mbti'),
  'post /api/assessment/mbti/api/submit/': [...assessment('mbti'), ...usage],
  'delete /api/assessment/mbti/api/sessions/{id}/': assessment('mbti'),
  'post /api/assessment/mbti/api/sessions/{id}/feedback/': assessment('mbti'),
  'post /api/assessment/igta/analyze/': [...igta, ...usage],
  'delete /api/assessment/igta/session/{id}/': igta,
  'post /api/assessment/igta/session/{id}/feedback/': igta,
  'post /api/accounts/api-keys/': [['get', '/api/accounts/api-keys/']],
  'delete /api/accounts/api-keys/{id}/': [['get', '/api/accounts/api-keys/']],
  'post /api/teams/invitations/': team,
  'post /api/teams/invitations/{id}/resend/': team,
  'delete /api/teams/invitations/{id}/': team,
  'patch /api/teams/members/{user_id}/': team,
  'delete /api/teams/members/{user_id}/': [...team, ...plans],
  // Handing the team over moves its custom agents (and their edit rights) to the new owner.
  'post /api/teams/owner/': [...team, ...plans, ...customAgents],
  'post /api/teams/leave/': [...team, ...plans, ...customAgents],
  'post /api/teams/invitations/accept/': [...team, ...plans, ...customAgents],
  'post /api/schedules/': schedules,
  'patch /api/schedules/{id}/': schedules,
  'delete /api/schedules/{id}/': schedules,
  'post /api/schedules/{id}/run/': schedules,
  // New limits for a model refresh the console's limit panels.
  'put /api/agents/llm/models/{model}/limits/': [
    ['get', '/api/agents/openai/rate-limits/'],
    ['get', '/api/agents/gemini/rate-limits/'],
    ['get', '/api/agents/llm/rate-limits/'],
  ],
};

/**
 * What a Pix charge changes once the provider's webhook confirmed it (`usePixCharge` sees it
 * `paid`): extra tokens change usage; a plan period changes the plan, as a plan change does.
 */
export const paidPixChargeRules: Record<
  components['schemas']['PixCharge']['purpose'],
  readonly QueryPrefix[]
> = {
  extra_tokens: usage,
  plan_period: plans,
};

/** The query prefixes a successful mutation with this key invalidates. */
export function invalidatedBy(mutationKey: readonly unknown[] | undefined): readonly QueryPrefix[] {
  const [method, path] = mutationKey ?? [];
  if (typeof method !== 'string' || typeof path !== 'string') {
    return [];
  }
  return invalidationRules[`${method.toLowerCase()} ${path}` as Operation] ?? [];
}
