// MSW handlers of Minha Conta › Privacidade for its stories and tests (typed from the contract).
import type { Schema } from '@sppock/sdk';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { HttpResponse, http } from '../testing/msw';

/** The export the sample e-mailed link names, and its token. */
export const FIXTURE_EXPORT_ID = '3f6b2a1c-8d4e-4f7a-9b21-6c5d7e8f9a01';
export const FIXTURE_EXPORT_TOKEN = 'q3Jx0bVf9m2s4ZkP7tR1wYc8uN5aE6dH0iL2oK4jG3A';

/** A subscriber's Privacidade as the reference server answers it. */
export function privacyFixture(
  overrides: Partial<Schema<'PrivacyOverview'>> = {},
): Schema<'PrivacyOverview'> {
  return {
    consents: {
      terms: { version: '2026-11', accepted_at: '2026-11-02T13:20:00Z' },
      marketing_emails: { granted: true, since: null },
      memory: { granted: false, since: null },
    },
    consent_history: [{ kind: 'terms', granted: true, terms_version: '2026-11', at: '2026-11-02T13:20:00Z' }],
    retention_days: null,
    processors: [
      {
        id: 'openai',
        name: 'OpenAI (EUA)',
        purpose:
          'Recebe as mensagens e os trechos de arquivos das conversas para gerar as respostas dos agentes.',
        active: true,
      },
      {
        id: 'anthropic',
        name: 'Anthropic (EUA)',
        purpose:
          'Recebe as mensagens e os trechos de arquivos das conversas para gerar as respostas dos agentes.',
        active: false,
      },
    ],
    data_officer:
      'Fale com o encarregado pelo tratamento de dados pelo Suporte (menu Suporte › Nova mensagem). Respondemos pedidos sobre seus dados em até 15 dias, como pede a LGPD.',
    operator_reads: [
      {
        kind: 'support_ticket',
        subject: 'Chamado #12: Cobrança duplicada em novembro',
        at: '2026-11-21T14:32:00Z',
      },
    ],
    exports: [
      {
        id: FIXTURE_EXPORT_ID,
        status: 'ready',
        requested_at: '2026-11-22T10:00:00Z',
        ready_at: '2026-11-22T10:01:12Z',
        expires_at: '2026-11-29T10:00:00Z',
        size_bytes: 48_213,
      },
    ],
    ...overrides,
  };
}

export interface PrivacyHandlerOptions {
  privacy?: Schema<'PrivacyOverview'>;
  state?: FixtureState;
  /** How saving a consent or the retention answers. */
  saveState?: FixtureState;
  /** A copy already being built answers 409. @default false */
  exportInProgress?: boolean;
  /** The link's download: the zip, or the 404 of a dead link. @default 'ok' */
  downloadState?: 'ok' | 'expired';
}

export function privacyHandlers({
  privacy: initial = privacyFixture(),
  state = 'ok',
  saveState = 'ok',
  exportInProgress = false,
  downloadState = 'ok',
}: PrivacyHandlerOptions = {}) {
  let privacy = initial;
  const now = () => new Date().toISOString();
  return [
    http.get('/api/accounts/privacy/', async ({ response }) => {
      if (state === 'loading') {
        return fixtureForever();
      }
      if (state === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ success: true, privacy });
    }),
    http.put('/api/accounts/privacy/consents/', async ({ request, response }) => {
      if (saveState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      const body = await request.json();
      const at = now();
      const changed = (['marketing_emails', 'memory'] as const).filter(
        (key) => body[key] !== undefined && body[key] !== privacy.consents[key].granted,
      );
      privacy = {
        ...privacy,
        consents: {
          ...privacy.consents,
          ...Object.fromEntries(changed.map((key) => [key, { granted: body[key] as boolean, since: at }])),
        },
        consent_history: [
          ...changed.map((key) => ({ kind: key, granted: body[key] as boolean, terms_version: null, at })),
          ...privacy.consent_history,
        ],
      };
      return response(200).json({ success: true, privacy, message: 'Consentimentos atualizados.' });
    }),
    http.put('/api/accounts/privacy/retention/', async ({ request, response }) => {
      if (saveState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      privacy = { ...privacy, retention_days: (await request.json()).retention_days };
      return response(200).json({ success: true, privacy, message: 'Prazo de retenção atualizado.' });
    }),
    http.post('/api/accounts/privacy/exports/', async ({ response }) => {
      if (exportInProgress || privacy.exports.some((row) => row.status === 'pending')) {
        return response(409).json({
          success: false,
          error: 'Já estamos preparando uma cópia dos seus dados. Você receberá o link por e-mail.',
        });
      }
      const id = crypto.randomUUID();
      const at = new Date();
      privacy = {
        ...privacy,
        exports: [
          {
            id,
            status: 'pending',
            requested_at: at.toISOString(),
            ready_at: null,
            expires_at: new Date(at.getTime() + 7 * 86_400_000).toISOString(),
            size_bytes: null,
          },
          ...privacy.exports,
        ],
      };
      return response(202).json({
        success: true,
        message: 'Estamos preparando a cópia dos seus dados. O link chega por e-mail em alguns minutos.',
        export_id: id,
      });
    }),
    http.get('/api/accounts/privacy/exports/{export_id}/download/', async ({ params, query, response }) => {
      if (
        downloadState === 'expired' ||
        params.export_id !== FIXTURE_EXPORT_ID ||
        query.get('token') !== FIXTURE_EXPORT_TOKEN
      ) {
        return response(404).json({
          success: false,
          error: 'Link de download inválido ou expirado. Peça uma nova cópia em Minha Conta › Privacidade.',
        });
      }
      return response.untyped(
        new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="sppock-meus-dados-2026-11-22.zip"',
          },
        }),
      );
    }),
  ];
}
