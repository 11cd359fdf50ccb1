// A person handed to the support inbox (they asked for a human, or the bot was not sure): a
// support message in the number owner's name with the transcript, the bot quiet while it is
// open, their later messages added to it, and the team's answers sent back on WhatsApp.
import { SUPPORT_CONTENT_MAX_LENGTH } from '@sppock/sdk';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { categoryIdByName, openSupportMessage } from '../support/inbox.ts';
import { ARCHIVED_STATUSES } from '../support/messages.ts';
import { tellOperatorsOfNewMessage } from '../support/queue.ts';
import { supportMessages, supportResponses } from '../support/schema.ts';
import type { NumberRow } from './connections.ts';
import { type Delivery, sendAnswer } from './outbound.ts';
import { displayWhatsappNumber } from './phone.ts';
import { whatsappContacts, whatsappMessages, whatsappNumbers } from './schema.ts';

type ContactRow = typeof whatsappContacts.$inferSelect;

/** Words that ask for a person, as whole words, accents and case aside. */
const HUMAN_WORDS =
  /\b(atendente|humano|humana|pessoa de verdade|falar com (?:uma )?pessoa|falar com alguem)\b/;

export function asksForHuman(text: string): boolean {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return HUMAN_WORDS.test(plain);
}

/** How many of the latest messages the transcript starts from (it is clipped to the support limit). */
const TRANSCRIPT_MESSAGES = 40;

async function transcript(services: Services, contact: ContactRow, reason: string): Promise<string> {
  const rows = await services.db
    .select({
      direction: whatsappMessages.direction,
      body: whatsappMessages.body,
      at: whatsappMessages.createdAt,
    })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.contactId, contact.id))
    .orderBy(desc(whatsappMessages.id))
    .limit(TRANSCRIPT_MESSAGES);
  const who = contact.profileName
    ? `${contact.profileName} (${displayWhatsappNumber(contact.phoneKey)})`
    : displayWhatsappNumber(contact.phoneKey);
  const header = `Conversa do WhatsApp com ${who}, passada ao atendimento: ${reason}. Responda aqui: a resposta vai para a pessoa no WhatsApp.`;
  const lines: string[] = [];
  let room = SUPPORT_CONTENT_MAX_LENGTH - header.length - 2;
  for (const row of rows) {
    const line = `${row.direction === 'in' ? 'Pessoa' : 'Bot'}: ${row.body}`;
    if (line.length + 1 > room) {
      break;
    }
    lines.unshift(line);
    room -= line.length + 1;
  }
  return [header, ...lines].join('\n').slice(0, SUPPORT_CONTENT_MAX_LENGTH);
}

export type HandoffReason = 'asked' | 'not_sure';

const REASONS: Record<HandoffReason, string> = {
  asked: 'a pessoa pediu para falar com alguém',
  not_sure: 'o chatbot não teve certeza da resposta',
};

/** Opens the support message with the transcript and tells the person. */
export async function handOff(
  services: Services,
  number: NumberRow,
  contact: ContactRow,
  reason: HandoffReason,
  say: string,
): Promise<void> {
  const now = services.clock.now();
  const content = await transcript(services, contact, REASONS[reason]);
  const categoryId = await categoryIdByName(services.db, 'Agentes de IA');
  const message = await services.db.transaction(async (tx) => {
    const opened = await openSupportMessage(tx, {
      userId: number.userId,
      categoryId,
      subject: `WhatsApp: ${contact.profileName ?? displayWhatsappNumber(contact.phoneKey)}`.slice(0, 120),
      content,
      at: now,
    });
    await tx
      .update(whatsappContacts)
      .set({ supportMessageId: opened.id })
      .where(eq(whatsappContacts.id, contact.id));
    return opened;
  });
  await tellOperatorsOfNewMessage(services, message.id);
  await sendAnswer(services, number, { ...contact, supportMessageId: message.id }, say);
}

/**
 * The support message the person is with, while it is open; a resolved or closed one lets the
 * bot answer again.
 */
export async function openHandoff(services: Services, contact: ContactRow): Promise<number | null> {
  if (contact.supportMessageId === null) {
    return null;
  }
  const [row] = await services.db
    .select({ status: supportMessages.status })
    .from(supportMessages)
    .where(eq(supportMessages.id, contact.supportMessageId));
  if (row && !(ARCHIVED_STATUSES as readonly string[]).includes(row.status)) {
    return contact.supportMessageId;
  }
  await services.db
    .update(whatsappContacts)
    .set({ supportMessageId: null })
    .where(eq(whatsappContacts.id, contact.id));
  return null;
}

/** A later message of a person already with the team: added to the support message as theirs. */
export async function addToHandoff(
  services: Services,
  supportMessageId: number,
  number: NumberRow,
  text: string,
): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await tx.insert(supportResponses).values({
      messageId: supportMessageId,
      authorId: number.userId,
      content: `WhatsApp: ${text}`.slice(0, SUPPORT_CONTENT_MAX_LENGTH),
      isInternal: false,
      createdAt: now,
    });
    await tx
      .update(supportMessages)
      .set({ updatedAt: now, status: 'aberta' })
      .where(and(eq(supportMessages.id, supportMessageId), inArray(supportMessages.status, ['respondida'])));
  });
}

/**
 * An operator answered a support message: when it came from WhatsApp, the answer goes to the
 * person (within the 24-hour window; outside it the number's template, or nothing). Null when
 * the message is not a WhatsApp hand-off.
 */
export async function relayOperatorReply(
  services: Services,
  supportMessageId: number,
  content: string,
): Promise<Delivery | null> {
  const [found] = await services.db
    .select({ contact: whatsappContacts, number: whatsappNumbers })
    .from(whatsappContacts)
    .innerJoin(whatsappNumbers, eq(whatsappNumbers.id, whatsappContacts.numberId))
    .where(eq(whatsappContacts.supportMessageId, supportMessageId))
    .limit(1);
  if (!found) {
    return null;
  }
  return sendAnswer(services, found.number, found.contact, content);
}
