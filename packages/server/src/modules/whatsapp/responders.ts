// Who answers a person on the number: the FAQ chatbot, the Commander or an Enterprise custom
// agent, as the owner chose. Every answer goes through the same path as in the app (the chatbot's
// answerQuestion; the chat's sendChatMessage, which decides, checks the owner's plan, meters and
// stores), with the person writing in the owner's name like a partner site's visitor: their own
// conversation and spacing, the owner's profile kept out of the prompt, the owner's limits
// private. Files go into the chat's file pipeline (spooled, sniffed, plan rules).
import { and, eq, isNull } from 'drizzle-orm';
import type { PartnerVisitor } from '../../contract/auth-user.ts';
import type { Services } from '../../services.ts';
import { COMMANDER } from '../agents/catalog.ts';
import { answerByCustomAgent } from '../agents/chat/commander-route.ts';
import { sendChatMessage } from '../agents/chat/send.ts';
import type { SendRequest } from '../agents/chat/turn.ts';
import { answerQuestion } from '../chatbot/answer.ts';
import { chatbotSessions } from '../chatbot/schema.ts';
import { openVisitorSession, recordExchange, sessionExchanges } from '../chatbot/sessions.ts';
import { isFail, teamAccessOf, usableAgent } from '../custom-agents/access.ts';
import { documentAnalysisAllowed, FILES_MESSAGES, type SpooledUpload, spoolUpload } from '../files/index.ts';
import { planState } from '../payer/plan-state.ts';
import { PLAN_LABELS } from '../payments/plans.ts';
import { graphNumber, type NumberRow } from './connections.ts';
import { downloadMedia } from './graph.ts';
import { addToHandoff, asksForHuman, handOff, openHandoff } from './handoff.ts';
import { CONTACT_COPY } from './messages.ts';
import { sendAnswer } from './outbound.ts';
import { displayWhatsappNumber } from './phone.ts';
import { whatsappContacts, whatsappNumbers } from './schema.ts';

type ContactRow = typeof whatsappContacts.$inferSelect;

export type Inbound =
  | { kind: 'text'; text: string }
  | { kind: 'file'; mediaId: string; filename: string; caption: string }
  | { kind: 'other'; type: string };

/** "SAIR" / "VOLTAR", alone in the message (any case, accents and punctuation aside). */
function keyword(text: string): 'stop' | 'start' | null {
  const word = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}]/gu, '')
    .toUpperCase();
  if (word === 'SAIR' || word === 'PARAR' || word === 'STOP') {
    return 'stop';
  }
  return word === 'VOLTAR' ? 'start' : null;
}

/** The person as a visitor writing in the owner's name (their conversation, spacing, no profile). */
function visitorOf(contact: ContactRow, conversationId: string): PartnerVisitor {
  return {
    id: `whatsapp:${contact.id}`,
    siteId: null,
    sessionId: conversationId,
    title: `WhatsApp ${contact.profileName ?? ''} ${displayWhatsappNumber(contact.phoneKey)}`
      .replace(/\s+/g, ' ')
      .trim(),
    quotaRefusal: CONTACT_COPY.unavailable,
    // The number's own throttles (inbound.ts) are its budget.
    admitMessage: async () => null,
  };
}

/** The text of a chat answer, or null when the send was refused (the reason is logged). */
function answerText(services: Services, result: Awaited<ReturnType<typeof sendChatMessage>>): string | null {
  if ('stream' in result) {
    void result.stream.body?.cancel();
    return null;
  }
  const body = result.body as { message?: unknown; error?: unknown };
  if (result.status === 200 && typeof body.message === 'string' && body.message.trim()) {
    return body.message;
  }
  services.log.info(
    { status: result.status, error: body.error },
    'Mensagem do WhatsApp não respondida pelo agente',
  );
  return null;
}

async function conversationOf(services: Services, contact: ContactRow): Promise<string> {
  if (contact.conversationId) {
    return contact.conversationId;
  }
  // Two messages answered at once: the first to claim the slot wins, and both use its id.
  const [claimed] = await services.db
    .update(whatsappContacts)
    .set({ conversationId: crypto.randomUUID() })
    .where(and(eq(whatsappContacts.id, contact.id), isNull(whatsappContacts.conversationId)))
    .returning({ id: whatsappContacts.conversationId });
  if (claimed?.id) {
    return claimed.id;
  }
  const [row] = await services.db
    .select({ id: whatsappContacts.conversationId })
    .from(whatsappContacts)
    .where(eq(whatsappContacts.id, contact.id));
  return row?.id ?? crypto.randomUUID();
}

async function spoolMedia(
  services: Services,
  number: NumberRow,
  inbound: Extract<Inbound, { kind: 'file' }>,
): Promise<SpooledUpload | string> {
  const stream = await downloadMedia(graphNumber(services, number), inbound.mediaId);
  if (!stream) {
    return CONTACT_COPY.fileNotRead('o WhatsApp não entregou o arquivo.');
  }
  try {
    return await spoolUpload({ storage: services.files }, { filename: inbound.filename, stream });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 413 || status === 415) {
      return CONTACT_COPY.fileNotRead((error as Error).message);
    }
    throw error;
  }
}

async function answerWithChat(
  services: Services,
  number: NumberRow,
  contact: ContactRow,
  inbound: Extract<Inbound, { kind: 'text' | 'file' }>,
): Promise<string | null> {
  const conversationId = await conversationOf(services, contact);
  const partner = visitorOf(contact, conversationId);
  if (number.responder === 'custom_agent') {
    if (inbound.kind === 'file') {
      return CONTACT_COPY.filesNotAnswered;
    }
    const state = await planState(services, number.userId);
    const access = await teamAccessOf(services, number.userId, state);
    const agent =
      isFail(access) || !number.customAgentId
        ? null
        : await usableAgent(services, access, number.customAgentId);
    if (isFail(access) || !agent || isFail(agent)) {
      services.log.warn({ numberId: number.id }, 'Agente personalizado do WhatsApp indisponível');
      return null;
    }
    const continued = contact.conversationId !== null;
    const send = {
      userId: number.userId,
      message: inbound.text,
      sessionId: conversationId,
      stream: false,
      partner,
    };
    const reply = await answerByCustomAgent(
      services,
      { kind: 'custom-agent', state, access, agent, confidence: 1, intent: '', continued },
      send,
    );
    return 'stream' in reply ? null : answerText(services, reply as never);
  }
  let upload: SpooledUpload | null = null;
  if (inbound.kind === 'file') {
    const { plan } = await planState(services, number.userId);
    if (!documentAnalysisAllowed(plan)) {
      services.log.info({ numberId: number.id }, FILES_MESSAGES.planRequired(PLAN_LABELS.professional));
      return CONTACT_COPY.filesNotAnswered;
    }
    const spooled = await spoolMedia(services, number, inbound);
    if (typeof spooled === 'string') {
      return spooled;
    }
    upload = spooled;
  }
  const request: SendRequest = {
    userId: number.userId,
    agent: COMMANDER,
    sessionId: conversationId,
    message: inbound.kind === 'text' ? inbound.text : inbound.caption || CONTACT_COPY.fileInstruction,
    upload,
    partner,
  };
  const result = await sendChatMessage(services, request, {
    stream: false,
    abortSignal: new AbortController().signal,
  });
  return answerText(services, result);
}

/** The FAQ chatbot's answer; unsure, the person is handed to the team. */
async function answerWithChatbot(
  services: Services,
  number: NumberRow,
  contact: ContactRow,
  text: string,
): Promise<string | null> {
  let sessionId = contact.chatbotSessionId;
  if (!sessionId) {
    const opened = (await openVisitorSession(services)).id;
    const [claimed] = await services.db
      .update(whatsappContacts)
      .set({ chatbotSessionId: opened })
      .where(and(eq(whatsappContacts.id, contact.id), isNull(whatsappContacts.chatbotSessionId)))
      .returning({ id: whatsappContacts.chatbotSessionId });
    const [current] = claimed
      ? [claimed]
      : await services.db
          .select({ id: whatsappContacts.chatbotSessionId })
          .from(whatsappContacts)
          .where(eq(whatsappContacts.id, contact.id));
    sessionId = current?.id ?? opened;
  }
  const [session] = await services.db.select().from(chatbotSessions).where(eq(chatbotSessions.id, sessionId));
  if (!session) {
    return null;
  }
  const history = await sessionExchanges(services, session.id);
  const state = await planState(services, number.userId);
  const answer = await answerQuestion(services, {
    question: text,
    history: history.map((row) => ({ user_message: row.userMessage, bot_response: row.botResponse })),
    // Any model call is metered to the number's owner.
    asker: { userId: number.userId, plan: state.plan },
    sessionId: session.id,
  });
  await recordExchange(services, session, text, answer);
  if (answer.answer_source === 'not_sure') {
    await handOff(services, number, contact, 'not_sure', CONTACT_COPY.handedOff);
    return null;
  }
  return answer.message;
}

/**
 * The answer to one message runs as a job of the server's queue: in this process on the embedded
 * default, on BullMQ with REDIS_URL, where a node that dies before answering leaves the job to
 * another node's worker (the long runs' takeover) instead of losing the person's answer.
 */
export const WHATSAPP_ANSWER_JOB = 'whatsapp-answer';

interface AnswerJob {
  numberId: number;
  contactId: number;
  inbound: Inbound;
}

/** Queues the answer to a stored message (its row id makes the job id: a message is answered once). */
export function queueAnswer(services: Services, messageRowId: number, job: AnswerJob): void {
  // BullMQ refuses ':' in a job id.
  const id = `${WHATSAPP_ANSWER_JOB}-${messageRowId}`;
  services.background.run(WHATSAPP_ANSWER_JOB, () =>
    services.jobs.run(WHATSAPP_ANSWER_JOB, id, job, () => {}),
  );
}

/** Registers the answer job (every node, at start). */
export function registerWhatsappAnswers(services: Services): void {
  services.jobs.register(WHATSAPP_ANSWER_JOB, async (payload) => {
    const job = payload as AnswerJob;
    const [number] = await services.db
      .select()
      .from(whatsappNumbers)
      .where(eq(whatsappNumbers.id, job.numberId));
    if (!number) {
      return null; // Disconnected since: nobody to answer in the owner's name.
    }
    await answerContact(services, number, job.contactId, job.inbound);
    return null;
  });
}

/** Works out and sends the answer to one message (a job queued by the webhook). */
export async function answerContact(
  services: Services,
  number: NumberRow,
  contactId: number,
  inbound: Inbound,
): Promise<void> {
  const [contact] = await services.db
    .select()
    .from(whatsappContacts)
    .where(and(eq(whatsappContacts.id, contactId), eq(whatsappContacts.numberId, number.id)));
  if (!contact) {
    return;
  }
  const word = inbound.kind === 'text' ? keyword(inbound.text) : null;
  if (word === 'stop') {
    if (!contact.optedOut) {
      const [updated] = await services.db
        .update(whatsappContacts)
        .set({ optedOut: true })
        .where(eq(whatsappContacts.id, contact.id))
        .returning();
      await sendAnswer(services, number, updated ?? contact, CONTACT_COPY.optedOut, {
        confirmingOptOut: true,
      });
    }
    return;
  }
  if (word === 'start') {
    if (contact.optedOut) {
      const [updated] = await services.db
        .update(whatsappContacts)
        .set({ optedOut: false })
        .where(eq(whatsappContacts.id, contact.id))
        .returning();
      await sendAnswer(services, number, updated ?? contact, CONTACT_COPY.optedIn);
    }
    return;
  }
  if (contact.optedOut) {
    return;
  }
  const handoff = await openHandoff(services, contact);
  if (handoff !== null) {
    if (inbound.kind === 'text') {
      await addToHandoff(services, handoff, number, inbound.text);
    }
    return;
  }
  if (inbound.kind === 'text' && asksForHuman(inbound.text)) {
    await handOff(services, number, contact, 'asked', CONTACT_COPY.handedOff);
    return;
  }
  if (inbound.kind === 'other') {
    await sendAnswer(services, number, contact, CONTACT_COPY.unsupported);
    return;
  }
  let answer: string | null;
  if (number.responder === 'faq_chatbot') {
    answer =
      inbound.kind === 'text'
        ? await answerWithChatbot(services, number, contact, inbound.text)
        : CONTACT_COPY.filesNotAnswered;
    if (answer === null) {
      return;
    }
  } else {
    answer = await answerWithChat(services, number, contact, inbound);
  }
  await sendAnswer(services, number, contact, answer ?? CONTACT_COPY.unavailable);
}
