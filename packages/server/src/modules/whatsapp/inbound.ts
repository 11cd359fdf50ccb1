// A signed webhook call of a number (issue 31): status callbacks stored, each new message stored
// once (WhatsApp's message id is unique per number, so a call delivered twice answers once), the
// contact found by their normalised number, then the answer worked out in the background (Meta
// wants its 200 quickly and sends the call again otherwise).
import { and, eq, sql } from 'drizzle-orm';
import { MINUTE } from '../../clock.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import type { Services } from '../../services.ts';
import type { NumberRow } from './connections.ts';
import { CONTACT_COPY } from './messages.ts';
import { sendAnswer } from './outbound.ts';
import { normalizeWhatsappNumber } from './phone.ts';
import { type Inbound, queueAnswer } from './responders.ts';
import { whatsappContacts, whatsappMessages, whatsappStatuses } from './schema.ts';

export type ContactRow = typeof whatsappContacts.$inferSelect;

/** Throttles: [limit, window]. A person, and the whole number (shared by every node). */
export const WHATSAPP_THROTTLES = {
  perContact: [10, MINUTE],
  perNumber: [120, MINUTE],
} as const satisfies Record<string, Throttle>;

// The parts of Meta's JSON this reads (entry[].changes[].value); anything else is ignored.
interface WaMessage {
  from?: unknown;
  id?: unknown;
  timestamp?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  document?: { id?: unknown; filename?: unknown; caption?: unknown };
  image?: { id?: unknown; caption?: unknown };
}
interface WaStatus {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  recipient_id?: unknown;
  errors?: unknown;
}
interface WaValue {
  contacts?: { wa_id?: unknown; profile?: { name?: unknown } }[];
  messages?: WaMessage[];
  statuses?: WaStatus[];
}

const str = (value: unknown, max = 4096): string | null =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;

function dateOf(services: Services, timestamp: unknown): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : services.clock.now();
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed', 'deleted']);

async function storeStatus(services: Services, number: NumberRow, status: WaStatus): Promise<void> {
  const id = str(status.id, 256);
  const name = str(status.status, 32);
  if (!id || !name || !STATUSES.has(name)) {
    return;
  }
  const inserted = await services.db
    .insert(whatsappStatuses)
    .values({
      numberId: number.id,
      waMessageId: id,
      status: name,
      recipientId: str(status.recipient_id, 32),
      occurredAt: dateOf(services, status.timestamp),
      errors: Array.isArray(status.errors) ? status.errors.slice(0, 10) : null,
    })
    .onConflictDoNothing()
    .returning({ id: whatsappStatuses.id });
  if (inserted.length > 0) {
    await services.db
      .update(whatsappMessages)
      .set({ status: name })
      .where(and(eq(whatsappMessages.numberId, number.id), eq(whatsappMessages.waMessageId, id)));
  }
}

/** The contact for a number as it arrived, created on first contact; `wa_id` and name kept fresh. */
async function contactFor(
  services: Services,
  number: NumberRow,
  waId: string,
  name: string | null,
  at: Date,
): Promise<ContactRow | null> {
  const phoneKey = normalizeWhatsappNumber(waId);
  if (!phoneKey) {
    return null;
  }
  const [row] = await services.db
    .insert(whatsappContacts)
    .values({ numberId: number.id, phoneKey, waId, profileName: name, lastInboundAt: at, createdAt: at })
    .onConflictDoUpdate({
      target: [whatsappContacts.numberId, whatsappContacts.phoneKey],
      set: {
        waId,
        profileName: sql`coalesce(${name}, ${whatsappContacts.profileName})`,
        lastInboundAt: sql`greatest(${whatsappContacts.lastInboundAt}, ${at.toISOString()}::timestamptz)`,
      },
    })
    .returning();
  return row ?? null;
}

function readInbound(message: WaMessage): Inbound | null {
  const type = str(message.type, 32);
  switch (type) {
    case 'text': {
      const body = str(message.text?.body);
      return body ? { kind: 'text', text: body } : null;
    }
    case 'document': {
      const mediaId = str(message.document?.id, 128);
      return mediaId
        ? {
            kind: 'file',
            mediaId,
            filename: str(message.document?.filename, 255) ?? 'documento',
            caption: str(message.document?.caption) ?? '',
          }
        : null;
    }
    case 'image': {
      const mediaId = str(message.image?.id, 128);
      return mediaId
        ? { kind: 'file', mediaId, filename: 'imagem.jpg', caption: str(message.image?.caption) ?? '' }
        : null;
    }
    default:
      return { kind: 'other', type: type ?? 'unknown' };
  }
}

function describe(inbound: Inbound): string {
  switch (inbound.kind) {
    case 'text':
      return inbound.text;
    case 'file':
      return `[arquivo: ${inbound.filename}]${inbound.caption ? ` ${inbound.caption}` : ''}`;
    case 'other':
      return `[${inbound.type}]`;
    default:
      return inbound satisfies never;
  }
}

/** One new message: stored (or skipped as a repeat), throttled, then answered in the background. */
async function receive(
  services: Services,
  number: NumberRow,
  message: WaMessage,
  names: Map<string, string>,
): Promise<void> {
  const waId = str(message.from, 32);
  const messageId = str(message.id, 256);
  const inbound = readInbound(message);
  if (!waId || !messageId || !inbound) {
    return;
  }
  const at = dateOf(services, message.timestamp);
  const contact = await contactFor(services, number, waId, names.get(waId) ?? null, at);
  if (!contact) {
    return;
  }
  const [stored] = await services.db
    .insert(whatsappMessages)
    .values({
      numberId: number.id,
      contactId: contact.id,
      waMessageId: messageId,
      direction: 'in',
      kind: inbound.kind === 'other' ? inbound.type : inbound.kind === 'file' ? 'file' : 'text',
      body: describe(inbound),
      createdAt: services.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: whatsappMessages.id });
  if (!stored) {
    return; // Delivered before: answered then.
  }
  const overContact = await overThrottle(
    services.limiter,
    `whatsapp:contact:${number.id}:${contact.id}`,
    WHATSAPP_THROTTLES.perContact,
  );
  const overNumber = await overThrottle(
    services.limiter,
    `whatsapp:number:${number.id}`,
    WHATSAPP_THROTTLES.perNumber,
  );
  if (overContact !== null || overNumber !== null) {
    // Told once per window, then quiet: a flood is not answered message by message.
    const state = await services.limiter.hit(`whatsapp:told:${number.id}:${contact.id}`, MINUTE);
    if (state.count === 1 && overNumber === null) {
      await sendAnswer(services, number, contact, CONTACT_COPY.tooMany);
    }
    return;
  }
  queueAnswer(services, stored.id, { numberId: number.id, contactId: contact.id, inbound });
}

/** Everything in a verified webhook body. */
export async function receiveWebhook(services: Services, number: NumberRow, payload: unknown): Promise<void> {
  const entries = (payload as { entry?: { changes?: { value?: WaValue }[] }[] }).entry ?? [];
  for (const entry of entries) {
    for (const change of entry.changes ?? []) {
      const value = change.value;
      if (!value || typeof value !== 'object') {
        continue;
      }
      for (const status of Array.isArray(value.statuses) ? value.statuses : []) {
        await storeStatus(services, number, status);
      }
      const names = new Map<string, string>();
      for (const contact of Array.isArray(value.contacts) ? value.contacts : []) {
        const waId = str(contact?.wa_id, 32);
        const name = str(contact?.profile?.name, 120);
        if (waId && name) {
          names.set(waId, name);
        }
      }
      for (const message of Array.isArray(value.messages) ? value.messages : []) {
        await receive(services, number, message, names);
      }
    }
  }
}
