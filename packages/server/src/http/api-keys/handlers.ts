// Minha Conta › Chaves de API (issue 30): the contract's key operations wired to
// modules/api-keys. Only the signed-in user (a partner site's visitor token is no access token).
import { defineOperations } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import type { ApiKeyRow } from '../../modules/api-keys/keys.ts';
import { listApiKeys } from '../../modules/api-keys/keys.ts';
import { type ApiKeyScope, MAX_API_KEYS } from '../../modules/api-keys/limits.ts';
import { API_KEY_MESSAGES as M } from '../../modules/api-keys/messages.ts';
import { createsTeamKeys, teamOfNewKey } from '../../modules/api-keys/team-keys.ts';

function toApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    hint: row.hint,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    team: row.teamId !== null,
  };
}

const invalidMessage = (issues: Issue[]) => {
  if (issues.some((issue) => issue.field === 'name')) {
    return M.invalidName;
  }
  return issues.some((issue) => issue.field === 'scopes' || (issue.field ?? '').startsWith('scopes'))
    ? M.invalidScopes
    : M.invalidRequest;
};

export const apiKeysOperations = defineOperations({
  accountsListApiKeys: {
    handler: async ({ user, services }) => {
      const [rows, team] = await Promise.all([
        listApiKeys(services.db, user.id),
        createsTeamKeys(services, user.id),
      ]);
      return {
        status: 200,
        body: {
          success: true,
          keys: rows.map(toApiKey),
          max_keys: MAX_API_KEYS,
          can_create_team_keys: team,
        },
      };
    },
  },
  accountsCreateApiKey: {
    invalidMessage,
    handler: async ({ user, services, body }) => {
      const name = body.name.trim();
      if (!name) {
        return { status: 400, body: { success: false, error: M.invalidName } };
      }
      let teamId: number | null = null;
      if (body.team) {
        if (body.scopes.includes('conversations:read')) {
          return { status: 400, body: { success: false, error: M.teamKeyChatOnly } };
        }
        teamId = await teamOfNewKey(services, user.id);
        if (teamId === null) {
          return { status: 403, body: { success: false, error: M.teamOwnerOnly } };
        }
      }
      const created = await services.apiKeys.create(user.id, { name, scopes: body.scopes, teamId });
      if (!created) {
        return { status: 403, body: { success: false, error: M.tooMany } };
      }
      return {
        status: 201,
        body: { success: true, message: M.created(name), key: toApiKey(created.row), secret: created.key },
      };
    },
  },
  accountsRevokeApiKey: {
    notFoundMessage: M.notFound,
    handler: async ({ user, services, params }) => {
      const revoked = await services.apiKeys.revoke(user.id, params.id);
      if (!revoked) {
        return { status: 404, body: { success: false, error: M.notFound } };
      }
      return { status: 200, body: { success: true, message: M.revoked(revoked.name) } };
    },
  },
});
