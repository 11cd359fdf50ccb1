// A subscriber's WhatsApp Business number (issue 31): connected with its secrets sealed, shown
// masked, the responder chosen (the FAQ chatbot, the Commander, or an Enterprise custom agent).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '../../contract/generated.ts';
import { sqlState } from '../../infra/log-errors.ts';
import type { Services } from '../../services.ts';
import { isFail, teamAccess, usableAgent } from '../custom-agents/access.ts';
import type { GraphNumber } from './graph.ts';
import { WHATSAPP_MESSAGES as M } from './messages.ts';
import { whatsappContacts, whatsappNumbers } from './schema.ts';
import { openSecret, sealSecret, secretHint } from './secrets.ts';

export type WhatsappConnection = components['schemas']['WhatsappConnection'];
export type Responder = components['schemas']['WhatsappResponder'];
export type NumberRow = typeof whatsappNumbers.$inferSelect;

export interface ResponderChoice {
  responder: Responder;
  customAgentId?: string | null | undefined;
  templateName?: string | null | undefined;
}

export interface ConnectInput extends ResponderChoice {
  phoneNumberId: string;
  displayPhone?: string | undefined;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

export type Refusal = { status: 400 | 403 | 404 | 409; error: string };

export function webhookUrl(services: Services, row: Pick<NumberRow, 'webhookId'>): string {
  return `${services.config.publicAppUrl.replace(/\/+$/, '')}/api/whatsapp/webhook/${row.webhookId}/`;
}

export function toConnection(services: Services, row: NumberRow): WhatsappConnection {
  return {
    phone_number_id: row.phoneNumberId,
    display_phone: row.displayPhone,
    responder: row.responder as Responder,
    custom_agent_id: row.customAgentId,
    template_name: row.templateName,
    webhook_url: webhookUrl(services, row),
    access_token_hint: row.accessTokenHint,
    verify_token_hint: row.verifyTokenHint,
    connected_at: row.connectedAt.toISOString(),
  };
}

export async function numberOfUser(services: Services, userId: number): Promise<NumberRow | null> {
  const [row] = await services.db.select().from(whatsappNumbers).where(eq(whatsappNumbers.userId, userId));
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function numberOfWebhook(services: Services, webhookId: string): Promise<NumberRow | null> {
  if (!UUID.test(webhookId)) {
    return null;
  }
  const [row] = await services.db
    .select()
    .from(whatsappNumbers)
    .where(eq(whatsappNumbers.webhookId, webhookId.toLowerCase()));
  return row ?? null;
}

export const appSecretOf = (services: Services, row: NumberRow) =>
  openSecret(services.config, row.appSecretSealed, row.webhookId);
export const verifyTokenOf = (services: Services, row: NumberRow) =>
  openSecret(services.config, row.verifyTokenSealed, row.webhookId);

export function graphNumber(services: Services, row: NumberRow): GraphNumber {
  return {
    graphBaseUrl: services.config.whatsapp.graphBaseUrl,
    mediaOrigins: services.config.whatsapp.mediaOrigins,
    phoneNumberId: row.phoneNumberId,
    accessToken: openSecret(services.config, row.accessTokenSealed, row.webhookId),
  };
}

/** The responder as it will be stored, or why it cannot be (a custom agent: Enterprise, usable). */
async function checkResponder(
  services: Services,
  userId: number,
  choice: ResponderChoice,
): Promise<{ customAgentId: string | null } | Refusal> {
  if (choice.responder !== 'custom_agent') {
    return { customAgentId: null };
  }
  const access = await teamAccess(services, userId);
  if (isFail(access)) {
    return { status: 403, error: M.customAgentEnterprise };
  }
  if (!choice.customAgentId) {
    return { status: 400, error: M.customAgentRequired };
  }
  const agent = await usableAgent(services, access, choice.customAgentId);
  if (isFail(agent)) {
    return { status: 400, error: M.customAgentNotFound };
  }
  return { customAgentId: agent.id };
}

const isRefusal = (value: object): value is Refusal => 'error' in value;

/** Connects (or replaces) the user's number. */
export async function connectNumber(
  services: Services,
  userId: number,
  input: ConnectInput,
): Promise<NumberRow | Refusal> {
  const checked = await checkResponder(services, userId, input);
  if (isRefusal(checked)) {
    return checked;
  }
  const [taken] = await services.db
    .select({ userId: whatsappNumbers.userId })
    .from(whatsappNumbers)
    .where(eq(whatsappNumbers.phoneNumberId, input.phoneNumberId));
  if (taken && taken.userId !== userId) {
    return { status: 409, error: M.phoneNumberTaken };
  }
  // A new webhook id with every connection: the old address (and its secrets) stop working.
  const webhookId = randomUUID();
  const seal = (plain: string) => sealSecret(services.config, plain, webhookId);
  const values = {
    userId,
    webhookId,
    phoneNumberId: input.phoneNumberId,
    displayPhone: input.displayPhone?.trim() ?? '',
    accessTokenSealed: seal(input.accessToken),
    appSecretSealed: seal(input.appSecret),
    verifyTokenSealed: seal(input.verifyToken),
    accessTokenHint: secretHint(input.accessToken),
    verifyTokenHint: secretHint(input.verifyToken),
    responder: input.responder,
    customAgentId: checked.customAgentId,
    templateName: input.templateName ?? null,
    connectedAt: services.clock.now(),
  };
  try {
    const [row] = await services.db
      .insert(whatsappNumbers)
      .values(values)
      .onConflictDoUpdate({ target: whatsappNumbers.userId, set: values })
      .returning();
    if (!row) {
      throw new Error('Falha ao ligar o número do WhatsApp.');
    }
    return row;
  } catch (error) {
    // Another account connected the same number between the check and the insert.
    if (sqlState(error) === '23505') {
      return { status: 409, error: M.phoneNumberTaken };
    }
    throw error;
  }
}

export async function updateResponder(
  services: Services,
  userId: number,
  choice: ResponderChoice,
): Promise<NumberRow | Refusal> {
  const checked = await checkResponder(services, userId, choice);
  if (isRefusal(checked)) {
    return checked;
  }
  return services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(whatsappNumbers).where(eq(whatsappNumbers.userId, userId));
    if (!before) {
      return { status: 404 as const, error: M.notConnected };
    }
    const [row] = await tx
      .update(whatsappNumbers)
      .set({
        responder: choice.responder,
        customAgentId: checked.customAgentId,
        ...(choice.templateName === undefined ? {} : { templateName: choice.templateName }),
      })
      .where(eq(whatsappNumbers.id, before.id))
      .returning();
    if (before.responder !== choice.responder || before.customAgentId !== checked.customAgentId) {
      // Another agent answers from now on: each person starts a conversation with it.
      await tx
        .update(whatsappContacts)
        .set({ conversationId: null })
        .where(eq(whatsappContacts.numberId, before.id));
    }
    return row ?? { status: 404 as const, error: M.notConnected };
  });
}

export async function disconnectNumber(services: Services, userId: number): Promise<void> {
  await services.db.delete(whatsappNumbers).where(eq(whatsappNumbers.userId, userId));
}
