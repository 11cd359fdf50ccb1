// The read-only calls the debug panel's endpoint test offers: what the chat needs to work.
import { COMMANDER_AGENT, type SppockClient } from '@sppock/sdk';

/** One endpoint the debug panel can test. */
export interface DiagnosticEndpoint {
  /** Stable key, e.g. 'profile'. */
  id: string;
  /** pt-BR name shown in the picker. */
  label: string;
  /** Method and path, as shown to the superuser. */
  route: string;
  /** Makes the call through the client (bearer token and refresh included). */
  call: (client: SppockClient) => Promise<{ response: Response; error?: unknown; data?: unknown }>;
}

const commander = { params: { path: { agent: COMMANDER_AGENT } } } as const;

/** The endpoints of the endpoint test, in the picker's order. All are GETs with no side effect. */
export const DIAGNOSTIC_ENDPOINTS: ReadonlyArray<DiagnosticEndpoint> = [
  {
    id: 'profile',
    label: 'Perfil do usuário',
    route: 'GET /api/accounts/users/profile/',
    call: ({ api }) => api.GET('/api/accounts/users/profile/'),
  },
  {
    id: 'agents',
    label: 'Agentes do Commander',
    route: `GET /api/agents/${COMMANDER_AGENT}/metadata/`,
    call: ({ api }) => api.GET('/api/agents/{agent}/metadata/', commander),
  },
  {
    id: 'sessions',
    label: 'Conversas do Commander',
    route: `GET /api/agents/${COMMANDER_AGENT}/api/sessions/`,
    call: ({ api }) => api.GET('/api/agents/{agent}/api/sessions/', commander),
  },
  {
    id: 'usage',
    label: 'Uso de tokens do Commander',
    route: `GET /api/agents/${COMMANDER_AGENT}/api/usage/`,
    call: ({ api }) => api.GET('/api/agents/{agent}/api/usage/', commander),
  },
  {
    id: 'plans',
    label: 'Planos (serviço de pagamentos)',
    route: 'GET /payments/plans/',
    call: ({ payments }) => payments.GET('/payments/plans/'),
  },
  {
    id: 'usage-summary',
    label: 'Resumo de uso do plano',
    route: 'GET /payments/usage/summary/',
    call: ({ payments }) => payments.GET('/payments/usage/summary/'),
  },
];
