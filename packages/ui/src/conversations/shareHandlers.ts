// MSW handlers of the share links (issue 29) for stories and tests, typed from the contract and
// answering as the reference server does: the token once, only the owner's links, a revoked or
// unknown token a 404.
import type { Schema } from '@sppock/sdk';
import { FIXTURE_NOW } from '../shell/fixtures';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { http } from '../testing/msw';

type ShareLink = Schema<'ShareLink'>;
type SharedConversation = Schema<'SharedConversation'>;

const DAY_MS = 86_400_000;

/** The token the handlers hand out, and open, in stories and tests. */
export const FIXTURE_SHARE_TOKEN = 'Zq3r8VtK1mXw9Lp2Hs7Yd4Nc6Bf0Ja5Ge8Ru2Tk7Qo4';

/** The owner's links: one active for a week, one without expiry, one expired. */
export function shareLinksFixture(): ShareLink[] {
  const at = (days: number) => new Date(FIXTURE_NOW + days * DAY_MS).toISOString();
  return [
    {
      id: 'shl_q7Lm2Xp9Rt4Vw8Kd',
      source: 'agent',
      session_id: '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9100',
      title: 'Plano de marketing para a Páscoa',
      created_at: at(-1),
      expires_at: at(6),
      expired: false,
    },
    {
      id: 'shl_b3Nc8Vx1Qw5Ze7Ty',
      source: 'custom_agent',
      session_id: 'cas_5b1e2c7a3d4f4a8b',
      title: 'Proposta de coffee break para 40 pessoas',
      created_at: at(-3),
      expires_at: null,
      expired: false,
    },
    {
      id: 'shl_k9Pd4Hs2Lm6Ru1Wx',
      source: 'agent',
      session_id: '9b41d7a2-9b41-4d7a-a2c5-7e18d04b9101',
      title: 'E-mail de boas-vindas para clientes novos',
      created_at: at(-10),
      expires_at: at(-9),
      expired: true,
    },
  ];
}

/** A shared conversation as the public page reads it. */
export function sharedConversationFixture(): SharedConversation {
  const at = (minutes: number) => new Date(FIXTURE_NOW - 2 * DAY_MS + minutes * 60_000).toISOString();
  return {
    success: true,
    title: 'Plano de marketing para a Páscoa',
    source: 'agent',
    agents: ['Sppock Commander', 'Content Ideas'],
    started_at: at(0),
    shared_at: new Date(FIXTURE_NOW - DAY_MS).toISOString(),
    expires_at: new Date(FIXTURE_NOW + 6 * DAY_MS).toISOString(),
    messages: [
      {
        role: 'user',
        content: 'Preciso de um plano de marketing para a Páscoa da padaria.',
        agent_name: null,
        date: at(0),
        files: ['cardapio-pascoa-2026.pdf'],
      },
      {
        role: 'assistant',
        content:
          'Sugiro três frentes:\n\n1. **Pré-venda** de ovos e colombas até a quarta-feira anterior.\n2. Kits de café da manhã para presentear.\n3. Parcerias com floriculturas do bairro.',
        agent_name: 'Sppock Commander',
        date: at(1),
        files: [],
      },
      {
        role: 'user',
        content: 'E ideias de posts para o Instagram?',
        agent_name: null,
        date: at(3),
        files: [],
      },
      {
        role: 'assistant',
        content:
          'Três posts por semana: bastidores da produção, clientes com seus kits e a contagem regressiva.',
        agent_name: 'Content Ideas',
        date: at(4),
        files: [],
      },
    ],
  };
}

export interface ShareHandlerOptions {
  links?: ShareLink[];
  linksState?: FixtureState;
  /** How creating a link answers; 'limit' is the server's 409. */
  createState?: FixtureState | 'limit';
  shared?: SharedConversation;
  /** How the public read answers; 'gone' is a revoked or expired link's 404. */
  sharedState?: FixtureState | 'gone';
}

/** The share-link calls of 'Compartilhar', 'Links compartilhados' and the public page. */
export function shareHandlers({
  links = shareLinksFixture(),
  linksState = 'ok',
  createState = 'ok',
  shared = sharedConversationFixture(),
  sharedState = 'ok',
}: ShareHandlerOptions = {}) {
  let list = [...links];
  let revoked = false;
  return [
    http.get('/api/share-links/', async ({ response }) => {
      if (linksState === 'loading') {
        return fixtureForever();
      }
      if (linksState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      const active = list.filter((link) => !link.expired).length;
      return response(200).json({ success: true, links: list, active, max_active: 100 });
    }),
    http.post('/api/share-links/', async ({ request, response }) => {
      if (createState === 'loading') {
        return fixtureForever();
      }
      if (createState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      if (createState === 'limit') {
        return response(409).json({
          success: false,
          error: 'Você já tem 100 links ativos. Revogue algum em Minha Conta › Conversas para criar outro.',
        });
      }
      const body = await request.json();
      const now = Date.now();
      const link: ShareLink = {
        id: `shl_novo${String(list.length).padStart(12, '0')}`,
        source: body.source,
        session_id: body.session_id,
        title: 'Conversa compartilhada',
        created_at: new Date(now).toISOString(),
        expires_at: body.expires_in_days ? new Date(now + body.expires_in_days * DAY_MS).toISOString() : null,
        expired: false,
      };
      list = [link, ...list];
      revoked = false;
      return response(201).json({ success: true, link, token: FIXTURE_SHARE_TOKEN });
    }),
    http.delete('/api/share-links/{id}/', ({ params, response }) => {
      if (!list.some((link) => link.id === params.id)) {
        return response(404).json({ success: false, error: 'Link não encontrado.' });
      }
      list = list.filter((link) => link.id !== params.id);
      revoked = true;
      return response(200).json({
        success: true,
        message: 'Link revogado. Quem tiver o endereço não abre mais a conversa.',
      });
    }),
    http.get('/api/shared/{token}/', async ({ params, response }) => {
      if (sharedState === 'loading') {
        return fixtureForever();
      }
      if (sharedState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      if (sharedState === 'gone' || revoked || params.token !== FIXTURE_SHARE_TOKEN) {
        return response(404).json({ success: false, error: 'Este link não existe mais ou expirou.' });
      }
      return response(200).json(shared);
    }),
  ];
}
