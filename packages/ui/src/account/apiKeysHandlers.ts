// MSW handlers of the 'Chaves de API' tab for its stories and tests (typed from the contract): the
// account's keys, created and revoked in memory; the 21st key is refused as the server refuses it.
import type { components } from '@sppock/sdk';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { http } from '../testing/msw';

type ApiKey = components['schemas']['ApiKey'];

export const API_KEYS: ApiKey[] = [
  {
    id: '3b0e9a52-6c1f-4d8e-9a7b-2f4c6d8e0a13',
    name: 'Planilha de leads',
    scopes: ['chat'],
    hint: 'spk_Q3x9…7fKa',
    created_at: '2026-11-20T13:02:11-03:00',
    last_used_at: '2026-11-26T09:41:00-03:00',
    team: false,
  },
  {
    id: '8d2c4e61-0a3b-4f5c-8e7d-9b1a2c3d4e5f',
    name: 'Claude Desktop',
    scopes: ['chat', 'conversations:read'],
    hint: 'spk_mT4p…b2Qz',
    created_at: '2026-11-25T18:30:00-03:00',
    last_used_at: null,
    team: false,
  },
];

/** The secret a created key returns in these handlers (fixed, so a test can read it back). */
export const NEW_API_KEY_SECRET = 'spk_Q3x9Lw2mT8vR4pZ6nK1yH7cB5dF0gJ3sE9uA2iO7fKa';
export const MAX_KEYS = 20;

export interface ApiKeysHandlerOptions {
  /** The keys the account starts with. @default API_KEYS */
  keys?: ApiKey[];
  /** How the list loads. @default 'ok' */
  list?: FixtureState;
  /** The account owns an Enterprise team and may create team keys. @default false */
  teamOwner?: boolean;
}

export function apiKeysHandlers({
  keys: initial = API_KEYS,
  list = 'ok',
  teamOwner = false,
}: ApiKeysHandlerOptions = {}) {
  let keys = [...initial];
  let next = 0;
  return [
    http.get('/api/accounts/api-keys/', ({ response }) => {
      if (list === 'loading') {
        return fixtureForever();
      }
      if (list === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ success: true, keys, max_keys: MAX_KEYS, can_create_team_keys: teamOwner });
    }),
    http.post('/api/accounts/api-keys/', async ({ request, response }) => {
      const body = await request.json();
      if (keys.length >= MAX_KEYS) {
        return response(403).json({
          success: false,
          error: 'Você já tem 20 chaves de API ativas. Revogue uma antes de criar outra.',
        });
      }
      if (body.team && !teamOwner) {
        return response(403).json({
          success: false,
          error: 'Só o dono de uma equipe no plano Enterprise cria chaves da equipe.',
        });
      }
      next += 1;
      const key: ApiKey = {
        id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
        name: body.name,
        scopes: body.scopes,
        hint: `${NEW_API_KEY_SECRET.slice(0, 8)}…${NEW_API_KEY_SECRET.slice(-4)}`,
        created_at: '2026-11-26T10:00:00-03:00',
        last_used_at: null,
        team: body.team === true,
      };
      keys = [...keys, key];
      return response(201).json({
        success: true,
        message: `Chave "${body.name}" criada. Copie agora: ela não será mostrada de novo.`,
        key,
        secret: NEW_API_KEY_SECRET,
      });
    }),
    http.delete('/api/accounts/api-keys/{id}/', ({ params, response }) => {
      const found = keys.find((key) => key.id === params.id);
      if (!found) {
        return response(404).json({ success: false, error: 'Chave de API não encontrada.' });
      }
      keys = keys.filter((key) => key.id !== params.id);
      return response(200).json({
        success: true,
        message: `Chave "${found.name}" revogada. Quem a usava perdeu o acesso na hora.`,
      });
    }),
  ];
}
