// Custom agents of an Enterprise team (issue 21): stored per team owner, shown with their
// knowledge documents, exported and imported as a JSON file.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import type { Services } from '../../services.ts';
import { type CustomAgentRow, canEdit, canUse, type Fail, fail, type TeamAccess } from './access.ts';
import { FIELD_LABELS, CUSTOM_AGENT_MESSAGES as M } from './messages.ts';
import { unpublishEverywhere } from './publications.ts';
import { customAgentDocuments, customAgents } from './schema.ts';

export type CustomAgentInput = components['schemas']['CustomAgentInput'];
export type CustomAgentPatch = components['schemas']['CustomAgentPatch'];
export type CustomAgentView = components['schemas']['CustomAgent'];
export type CustomAgentExport = components['schemas']['CustomAgentExport'];

export const EXPORT_FORMAT = 'sppock-custom-agent/v1';
export const MAX_AGENTS_PER_TEAM = 50;

export function opaqueId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** A knowledge document as listed: everything but its text, which only a question reads. */
export type KnowledgeDocument = Omit<typeof customAgentDocuments.$inferSelect, 'text' | 'characters'> & {
  /** Characters (code points) of its text. */
  characters: number;
};

function view(row: CustomAgentRow, documents: KnowledgeDocument[], access: TeamAccess): CustomAgentView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as CustomAgentView['category'],
    instructions: row.instructions,
    starter_prompts: row.starterPrompts,
    tools: row.tools as CustomAgentView['tools'],
    audience: row.audience as CustomAgentView['audience'],
    documents: documents.map((doc) => ({
      id: doc.id,
      filename: doc.filename,
      size_bytes: doc.sizeBytes,
      characters: doc.characters,
      created_at: doc.createdAt.toISOString(),
    })),
    can_edit: canEdit(access, row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The agents' documents without their texts: a team's fifty agents may hold 500 documents of up
 * to 2 million characters, which a list of agents or a question must not read whole.
 */
export async function documentsOf(services: Services, agentIds: string[]): Promise<KnowledgeDocument[]> {
  if (agentIds.length === 0) {
    return [];
  }
  return services.db
    .select({
      id: customAgentDocuments.id,
      agentId: customAgentDocuments.agentId,
      filename: customAgentDocuments.filename,
      kind: customAgentDocuments.kind,
      sizeBytes: customAgentDocuments.sizeBytes,
      createdAt: customAgentDocuments.createdAt,
      // Counted at upload; a document stored before that is counted here (its text read once more).
      characters: sql<number>`coalesce(${customAgentDocuments.characters}, char_length(${customAgentDocuments.text}))::int`,
    })
    .from(customAgentDocuments)
    .where(inArray(customAgentDocuments.agentId, agentIds))
    .orderBy(asc(customAgentDocuments.createdAt), asc(customAgentDocuments.id));
}

export async function agentView(
  services: Services,
  row: CustomAgentRow,
  access: TeamAccess,
): Promise<CustomAgentView> {
  return view(row, await documentsOf(services, [row.id]), access);
}

/** The team's agents the caller may use, by name. */
export async function usableAgents(services: Services, access: TeamAccess): Promise<CustomAgentRow[]> {
  const rows = await services.db
    .select()
    .from(customAgents)
    .where(eq(customAgents.ownerId, access.ownerId))
    .orderBy(asc(customAgents.name), asc(customAgents.id));
  return rows.filter((row) => canUse(access, row));
}

export async function listViews(services: Services, access: TeamAccess): Promise<CustomAgentView[]> {
  const rows = await usableAgents(services, access);
  const documents = await documentsOf(
    services,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    view(
      row,
      documents.filter((doc) => doc.agentId === row.id),
      access,
    ),
  );
}

function clean(input: CustomAgentPatch): CustomAgentPatch | Fail<400> {
  const out: CustomAgentPatch = { ...input };
  for (const key of ['name', 'description', 'instructions'] as const) {
    const value = input[key];
    if (value !== undefined) {
      const trimmed = value.trim();
      if (!trimmed) {
        return fail(400, M.blankField(FIELD_LABELS[key]));
      }
      out[key] = trimmed;
    }
  }
  if (input.starter_prompts) {
    out.starter_prompts = input.starter_prompts.map((prompt) => prompt.trim()).filter(Boolean);
  }
  return out;
}

async function nameTaken(executor: Executor, ownerId: number, name: string, exceptId?: string) {
  const rows = await executor
    .select({ id: customAgents.id })
    .from(customAgents)
    .where(and(eq(customAgents.ownerId, ownerId), sql`lower(${customAgents.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

export async function createAgent(
  services: Services,
  access: TeamAccess,
  input: CustomAgentInput,
): Promise<CustomAgentRow | Fail<400 | 409>> {
  const cleaned = clean(input);
  if ('status' in cleaned) {
    return cleaned;
  }
  const values = { ...input, ...cleaned } as CustomAgentInput;
  const now = services.clock.now();
  // Counted and named under the team owner's lock: creations at once cannot pass the team's
  // limit together, nor take the same name.
  return withOwnerLocked(services.db, { user: access.ownerId }, async (tx) => {
    const [count] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(customAgents)
      .where(eq(customAgents.ownerId, access.ownerId));
    if (Number(count?.total ?? 0) >= MAX_AGENTS_PER_TEAM) {
      return fail(409, M.tooManyAgents(MAX_AGENTS_PER_TEAM));
    }
    if (await nameTaken(tx, access.ownerId, values.name)) {
      return fail(409, M.duplicateName(values.name));
    }
    const [row] = await tx
      .insert(customAgents)
      .values({
        id: opaqueId('cag'),
        ownerId: access.ownerId,
        createdBy: access.userId,
        name: values.name,
        description: values.description,
        category: values.category,
        instructions: values.instructions,
        starterPrompts: values.starter_prompts ?? [],
        tools: [...new Set(values.tools ?? [])],
        audience: values.audience ?? 'team',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row as CustomAgentRow;
  });
}

export async function updateAgent(
  services: Services,
  row: CustomAgentRow,
  patch: CustomAgentPatch,
): Promise<CustomAgentRow | Fail<400 | 409>> {
  const cleaned = clean(patch);
  if ('status' in cleaned) {
    return cleaned;
  }
  // A rename checks the name under the same lock as a creation.
  return withOwnerLocked(services.db, { user: row.ownerId }, async (tx) => {
    if (cleaned.name && (await nameTaken(tx, row.ownerId, cleaned.name, row.id))) {
      return fail(409, M.duplicateName(cleaned.name));
    }
    if (cleaned.audience === 'owner') {
      // An owner-only agent never answers a partner site's anonymous visitors.
      await unpublishEverywhere(tx, row.id);
    }
    const [updated] = await tx
      .update(customAgents)
      .set({
        ...(cleaned.name ? { name: cleaned.name } : {}),
        ...(cleaned.description ? { description: cleaned.description } : {}),
        ...(cleaned.category ? { category: cleaned.category } : {}),
        ...(cleaned.instructions ? { instructions: cleaned.instructions } : {}),
        ...(cleaned.starter_prompts ? { starterPrompts: cleaned.starter_prompts } : {}),
        ...(cleaned.tools ? { tools: [...new Set(cleaned.tools)] } : {}),
        ...(cleaned.audience ? { audience: cleaned.audience } : {}),
        updatedAt: services.clock.now(),
      })
      .where(eq(customAgents.id, row.id))
      .returning();
    return updated as CustomAgentRow;
  });
}

export async function deleteAgent(services: Services, row: CustomAgentRow): Promise<void> {
  await services.db.delete(customAgents).where(eq(customAgents.id, row.id));
}

export function exportOf(row: CustomAgentRow): CustomAgentExport {
  return {
    format: EXPORT_FORMAT,
    agent: {
      name: row.name,
      description: row.description,
      category: row.category as CustomAgentInput['category'],
      instructions: row.instructions,
      starter_prompts: row.starterPrompts,
      tools: row.tools as NonNullable<CustomAgentInput['tools']>,
      audience: row.audience as NonNullable<CustomAgentInput['audience']>,
    },
  };
}

/** A team's custom agents go with the team when its ownership is handed over (ids unchanged). */
export async function handOverCustomAgents(
  executor: Executor,
  handover: { from: number; to: number; at: Date },
): Promise<void> {
  await executor
    .update(customAgents)
    .set({ ownerId: handover.to, updatedAt: handover.at })
    .where(eq(customAgents.ownerId, handover.from));
}
