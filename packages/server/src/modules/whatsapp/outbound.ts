// What goes out to a person: an agent's Markdown turned into WhatsApp's marks and cut to its
// limit, each part recorded with WhatsApp's message id (the status callbacks find it). The
// 24-hour window: free text only within a day of their last message; outside it, the number's
// approved template, or nothing. Nothing at all to a person who said "SAIR".
import { HOUR } from '../../clock.ts';
import type { Services } from '../../services.ts';
import { graphNumber, type NumberRow } from './connections.ts';
import { markdownToWhatsapp, splitForWhatsapp } from './format.ts';
import { sendTemplate, sendText } from './graph.ts';
import { type whatsappContacts, whatsappMessages } from './schema.ts';

type ContactRow = typeof whatsappContacts.$inferSelect;

/** WhatsApp's customer service window: free-form messages only this long after the person's last. */
export const SERVICE_WINDOW_MS = 24 * HOUR;

export type Delivery = 'sent' | 'template' | 'outside_window' | 'opted_out' | 'failed';

export function withinWindow(services: Services, contact: Pick<ContactRow, 'lastInboundAt'>): boolean {
  return (
    contact.lastInboundAt !== null &&
    services.clock.now().getTime() - contact.lastInboundAt.getTime() < SERVICE_WINDOW_MS
  );
}

async function record(
  services: Services,
  number: NumberRow,
  contact: ContactRow,
  kind: string,
  body: string,
  outcome: { ok: true; waMessageId: string } | { ok: false; error: string },
): Promise<void> {
  if (!outcome.ok) {
    services.log.warn(
      { error: outcome.error, numberId: number.id },
      'A Graph API recusou uma mensagem do WhatsApp',
    );
  }
  await services.db.insert(whatsappMessages).values({
    numberId: number.id,
    contactId: contact.id,
    waMessageId: outcome.ok ? outcome.waMessageId : null,
    direction: 'out',
    kind,
    body,
    status: outcome.ok ? 'sent' : 'failed',
    createdAt: services.clock.now(),
  });
}

/** Sends an answer written in Markdown, in as many messages as it takes. */
export async function sendAnswer(
  services: Services,
  number: NumberRow,
  contact: ContactRow,
  markdown: string,
  options: { confirmingOptOut?: boolean } = {},
): Promise<Delivery> {
  // The confirmation of "SAIR" itself is the last message they get.
  if (contact.optedOut && !options.confirmingOptOut) {
    return 'opted_out';
  }
  if (!withinWindow(services, contact)) {
    if (!number.templateName) {
      return 'outside_window';
    }
    const outcome = await sendTemplate(graphNumber(services, number), contact.waId, number.templateName);
    await record(services, number, contact, 'template', number.templateName, outcome);
    return outcome.ok ? 'template' : 'failed';
  }
  const graph = graphNumber(services, number);
  let delivery: Delivery = 'sent';
  for (const part of splitForWhatsapp(markdownToWhatsapp(markdown))) {
    const outcome = await sendText(graph, contact.waId, part);
    await record(services, number, contact, 'text', part, outcome);
    if (!outcome.ok) {
      delivery = 'failed';
      break;
    }
  }
  return delivery;
}
