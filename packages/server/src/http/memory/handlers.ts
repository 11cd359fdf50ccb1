// The memory across conversations (issue 29): Minha Conta › Memória wired to modules/memory. Only
// the signed-in person's own memory: another person's fact is 404, a partner site's visitor token
// is no access token (401).
import { defineOperations } from '../../contract/define.ts';
import type { components } from '../../contract/generated.ts';
import type { Issue } from '../../contract/validation.ts';
import {
  acceptProposal,
  addFact,
  declineProposal,
  deleteFact,
  listMemory,
  type MemoryRow,
  memorySettingsOf,
  updateFact,
  updateMemorySettings,
} from '../../modules/memory/facts.ts';
import { MAX_FACT_CHARS, MAX_FACTS } from '../../modules/memory/limits.ts';
import { MEMORY_MESSAGES as M } from '../../modules/memory/messages.ts';
import { recordConsents } from '../../modules/privacy/consents.ts';

type MemoryFact = components['schemas']['MemoryFact'];

function factOf(row: MemoryRow): MemoryFact {
  return {
    id: row.id,
    text: row.text,
    source: row.source as MemoryFact['source'],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function factInvalid(issues: Issue[]): string {
  if (issues.some((issue) => issue.field === 'text' && issue.keyword === 'maxLength')) {
    return M.factTooLong(MAX_FACT_CHARS);
  }
  return issues.some((issue) => issue.field === 'text' || issue.keyword === 'required')
    ? M.emptyFact
    : M.invalidRequest;
}

const failure = (error: string) => ({ success: false as const, error });

export const memoryOperations = defineOperations({
  accountsGetMemory: {
    handler: async ({ user, services }) => {
      const [settings, memory] = await Promise.all([
        memorySettingsOf(services.db, user.id),
        listMemory(services.db, user.id),
      ]);
      return {
        status: 200,
        body: {
          success: true,
          settings,
          facts: memory.facts.map(factOf),
          proposals: memory.proposals.map(factOf),
          limits: { max_facts: MAX_FACTS, max_chars: MAX_FACT_CHARS },
        },
      };
    },
  },
  accountsCreateMemoryFact: {
    invalidMessage: factInvalid,
    handler: async ({ body, user, services }) => {
      const settings = await memorySettingsOf(services.db, user.id);
      if (!settings.enabled) {
        return { status: 400, body: failure(M.memoryOff) };
      }
      const added = await addFact(services, user.id, body.text);
      if ('refused' in added) {
        return { status: 400, body: failure(added.refused) };
      }
      return { status: 201, body: { success: true, fact: factOf(added.row) } };
    },
  },
  accountsUpdateMemorySettings: {
    invalidMessage: () => M.invalidSettings,
    handler: async ({ body, user, services }) => {
      // On and off is the memory consent of Privacidade too (issue 31): recorded with its date.
      if (body.enabled !== undefined) {
        await recordConsents(services.db, user.id, { memory: body.enabled }, services.clock.now());
      }
      const change = body.propose === undefined ? {} : { propose: body.propose };
      return {
        status: 200,
        body: { success: true, settings: await updateMemorySettings(services, user.id, change) },
      };
    },
  },
  accountsUpdateMemoryFact: {
    invalidMessage: factInvalid,
    notFoundMessage: M.factNotFound,
    handler: async ({ body, params, user, services }) => {
      const updated = await updateFact(services, user.id, params.id, body.text);
      if (!updated) {
        return { status: 404, body: failure(M.factNotFound) };
      }
      if ('refused' in updated) {
        return { status: 400, body: failure(updated.refused) };
      }
      return { status: 200, body: { success: true, fact: factOf(updated.row) } };
    },
  },
  accountsDeleteMemoryFact: {
    notFoundMessage: M.factNotFound,
    handler: async ({ params, user, services }) =>
      (await deleteFact(services.db, user.id, params.id))
        ? { status: 200, body: { success: true } }
        : { status: 404, body: failure(M.factNotFound) },
  },
  accountsAcceptMemoryProposal: {
    notFoundMessage: M.proposalNotFound,
    handler: async ({ params, user, services }) => {
      const row = await acceptProposal(services, user.id, params.id);
      return row
        ? { status: 200, body: { success: true, fact: factOf(row) } }
        : { status: 404, body: failure(M.proposalNotFound) };
    },
  },
  accountsDeclineMemoryProposal: {
    notFoundMessage: M.proposalNotFound,
    handler: async ({ params, user, services }) =>
      (await declineProposal(services, user.id, params.id))
        ? { status: 200, body: { success: true } }
        : { status: 404, body: failure(M.proposalNotFound) },
  },
});
