// MSW handlers of the custom agents for their stories and tests (typed from the contract): an
// in-memory team, so creating, editing, importing, uploading and deleting change what the lists show.
import type { Schema } from '@sppock/sdk';
import { sseStream } from '../chat/fixtures';
import { shareHandlers } from '../conversations/shareHandlers';
import { fixtureUser } from '../shell/fixtures';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { HttpResponse, http } from '../testing/msw';
import { type CustomAgent, customAgentsFixture } from './fixtures';

export const ENTERPRISE_ONLY =
  'Agentes personalizados fazem parte do plano Enterprise. Assine o Enterprise para criar os seus.';

type Session = Schema<'CustomAgentSessionDetail'>;

export interface CustomAgentsHandlerOptions {
  /** The team's agents. @default `customAgentsFixture()` */
  agents?: CustomAgent[];
  /** How the list (and, loading or 'plan', one agent) answers; 'plan' is the 403 outside Enterprise. @default 'ok' */
  state?: FixtureState | 'plan';
  /** Conversations already held, by agent id. @default none */
  sessions?: Record<string, Session[]>;
  /** The signed-in user's place in the team: the owner, a member, or a member the owner lets create agents. @default 'owner' */
  role?: 'owner' | 'member' | 'creator';
  /** An answer still on its way in a conversation (issue 29): followed from its start by `GET …/stream/`. @default none */
  inFlight?: { sessionId: string; text: string; citations?: Schema<'CustomAgentCitation'>[] };
  /** Pause between the streamed words, so a story or test sees the answer arrive. @default 0 */
  wordDelayMs?: number;
  /** Collects the conversations a stop (`DELETE …/stream/`) was asked for. @default none */
  stops?: string[];
}

/** A custom agent's answer as the chat's stream parts: start, the text word by word, finish. */
function answerParts(
  sessionId: string,
  messageId: string,
  text: string,
  citations: Schema<'CustomAgentCitation'>[],
): unknown[] {
  const words = text.split(/(?<=\s)/);
  return [
    { type: 'start', messageId, messageMetadata: { session_id: sessionId } },
    { type: 'text-start', id: messageId },
    ...words.map((delta) => ({ type: 'text-delta', id: messageId, delta })),
    { type: 'text-end', id: messageId },
    {
      type: 'finish',
      finishReason: 'stop',
      messageMetadata: {
        session_id: sessionId,
        message_id: messageId,
        tokens: { input: 380, output: words.length, total: 380 + words.length },
        cost_usd: 0,
        cost_brl: 0,
        provider: 'offline',
        model: 'offline',
        offline: true,
        stopped: false,
        citations,
      },
    },
  ];
}

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' };

/** The team of the signed-in fixture user, in the given role. */
function teamOf(role: 'owner' | 'member' | 'creator'): Schema<'Team'> {
  const me = fixtureUser();
  const ownerId = role === 'owner' ? me.id : 7;
  const person = (id: number, name: string, email: string, owner: boolean, creates: boolean) => ({
    id,
    name,
    email,
    role: owner ? ('owner' as const) : ('member' as const),
    can_create_agents: creates,
    joined_at: '2026-03-02T10:00:00Z',
  });
  const members = [
    person(me.id, `${me.first_name} ${me.last_name}`, me.email, role === 'owner', role !== 'member'),
    ...(role === 'owner' ? [] : [person(ownerId, 'Paulo Souza', 'paulo@padariaboavista.com.br', true, true)]),
  ];
  return {
    success: true,
    team: {
      id: 1,
      role: role === 'owner' ? 'owner' : 'member',
      owner_id: ownerId,
      seats: { used: members.length, limit: 10, reserved: 0 },
      members,
      invitations: [],
    },
  };
}

const now = () => new Date().toISOString();

type Message = Session['messages'][number];

/**
 * The branch ending at `leaf` of a conversation's messages (every branch, oldest first), each with
 * its place among its versions, as the server's `branchTo` reads it (issue 29).
 */
function branchOf(all: Message[], leaf: string | undefined): Message[] {
  const byId = new Map(all.map((message) => [message.id, message]));
  const path: Message[] = [];
  let at = (leaf ? byId.get(leaf) : undefined) ?? all.at(-1);
  while (at) {
    const { parent_id: parent } = at;
    const siblings = all.filter((message) => message.parent_id === parent).map((message) => message.id);
    path.unshift({
      ...at,
      sibling_ids: siblings,
      sibling_index: siblings.indexOf(at.id),
      sibling_count: siblings.length,
    });
    at = parent === null ? undefined : byId.get(parent);
  }
  return path;
}

/** The newest leaf under `id`: where the branch chosen by one of its messages ends. */
function newestLeafUnder(all: Message[], id: string): string {
  let at = id;
  for (
    let next = all.findLast((m) => m.parent_id === at);
    next;
    next = all.findLast((m) => m.parent_id === at)
  ) {
    at = next.id;
  }
  return at;
}

export function customAgentsHandlers({
  agents: initial = customAgentsFixture(),
  state = 'ok',
  sessions: initialSessions = {},
  role = 'owner',
  inFlight,
  wordDelayMs = 0,
  stops,
}: CustomAgentsHandlerOptions = {}) {
  const agents = structuredClone(initial);
  const sessions = structuredClone(initialSessions);
  // Every message of each conversation, every branch (issue 29); `messages` is the branch shown.
  const trees = new Map<string, Message[]>();
  const treeOf = (session: Session) => {
    const found = trees.get(session.session_id) ?? [...session.messages];
    trees.set(session.session_id, found);
    return found;
  };
  // A fixture lists every message of its conversation; the branch shown is the newest one's.
  for (const session of Object.values(sessions).flat()) {
    session.messages = branchOf(treeOf(session), undefined);
  }
  let nextId = 1;
  const find = (id: string) => agents.find((agent) => agent.id === id);
  /** When each conversation was pinned (issue 29). */
  const pins = new Map<string, string>();
  const summaryOf = (session: Session) => ({
    id: session.session_id,
    title: session.title,
    created_at: session.messages[0]?.created_at ?? now(),
    updated_at: session.messages.at(-1)?.created_at ?? now(),
    pinned_at: pins.get(session.session_id) ?? null,
  });
  const notFound = { success: false as const, error: 'Agente personalizado não encontrado.' };
  const duplicate = (name: string, except?: string) =>
    agents.some((agent) => agent.id !== except && agent.name.toLowerCase() === name.trim().toLowerCase());
  const create = (input: Schema<'CustomAgentInput'>): CustomAgent => {
    const agent: CustomAgent = {
      id: `cag_new${nextId++}`,
      name: input.name.trim(),
      description: input.description.trim(),
      category: input.category,
      instructions: input.instructions.trim(),
      starter_prompts: input.starter_prompts ?? [],
      tools: input.tools ?? [],
      audience: input.audience ?? 'team',
      documents: [],
      can_edit: true,
      created_at: now(),
      updated_at: now(),
    };
    agents.unshift(agent);
    return agent;
  };

  return [
    // 'Compartilhar' on a conversation with the agent (issue 29).
    ...shareHandlers(),
    http.get('/api/teams/', ({ response }) => response(200).json(teamOf(role))),
    http.get('/api/custom-agents/', ({ response }) => {
      if (state === 'loading') {
        return fixtureForever();
      }
      if (state === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      if (state === 'plan') {
        return response(403).json({ success: false, error: ENTERPRISE_ONLY });
      }
      return response(200).json({ success: true, agents });
    }),
    http.post('/api/custom-agents/', async ({ request, response }) => {
      const body = await request.json();
      if (duplicate(body.name)) {
        return response(409).json({
          success: false,
          error: `Sua equipe já tem um agente chamado ${body.name.trim()}.`,
        });
      }
      const agent = create(body);
      return response(201).json({ success: true, message: `Agente ${agent.name} criado.`, agent });
    }),
    http.post('/api/custom-agents/import/', async ({ request, response }) => {
      const body = await request.json();
      if (body.format !== 'sppock-custom-agent/v1' || !body.agent?.name) {
        return response(400).json({
          success: false,
          error: 'O arquivo não é um agente exportado pelo Sppock.',
        });
      }
      if (duplicate(body.agent.name)) {
        return response(409).json({
          success: false,
          error: `Sua equipe já tem um agente chamado ${body.agent.name.trim()}.`,
        });
      }
      const agent = create(body.agent);
      return response(201).json({ success: true, message: `Agente ${agent.name} importado.`, agent });
    }),
    http.get('/api/custom-agents/{id}/', ({ params, response }) => {
      if (state === 'loading') {
        return fixtureForever();
      }
      if (state === 'plan') {
        return response(403).json({ success: false, error: ENTERPRISE_ONLY });
      }
      const agent = find(params.id);
      return agent ? response(200).json({ success: true, agent }) : response(404).json(notFound);
    }),
    http.patch('/api/custom-agents/{id}/', async ({ params, request, response }) => {
      const agent = find(params.id);
      if (!agent) {
        return response(404).json(notFound);
      }
      const patch = await request.json();
      if (patch.name && duplicate(patch.name, agent.id)) {
        return response(409).json({
          success: false,
          error: `Sua equipe já tem um agente chamado ${patch.name.trim()}.`,
        });
      }
      Object.assign(agent, patch, { updated_at: now() });
      return response(200).json({ success: true, message: `Agente ${agent.name} salvo.`, agent });
    }),
    http.delete('/api/custom-agents/{id}/', ({ params, response }) => {
      const index = agents.findIndex((agent) => agent.id === params.id);
      if (index < 0) {
        return response(404).json(notFound);
      }
      const [agent] = agents.splice(index, 1);
      return response(200).json({ success: true, message: `Agente ${agent?.name} excluído.` });
    }),
    http.get('/api/custom-agents/{id}/export/', ({ params, response }) => {
      const agent = find(params.id);
      if (!agent) {
        return response(404).json(notFound);
      }
      const { name, description, category, instructions, starter_prompts, tools, audience } = agent;
      return response(200).json({
        format: 'sppock-custom-agent/v1',
        agent: { name, description, category, instructions, starter_prompts, tools, audience },
      });
    }),
    http.post('/api/custom-agents/{id}/documents/', async ({ params, request, response }) => {
      const agent = find(params.id);
      if (!agent) {
        return response(404).json(notFound);
      }
      const body = await request.json();
      const characters = atob(body.content_base64).length;
      agent.documents.push({
        id: `cad_new${nextId++}`,
        filename: body.filename,
        size_bytes: characters,
        characters,
        created_at: now(),
      });
      return response(201).json({ success: true, message: `Documento ${body.filename} adicionado.`, agent });
    }),
    http.delete('/api/custom-agents/{id}/documents/{document_id}/', ({ params, response }) => {
      const agent = find(params.id);
      const document = agent?.documents.find((item) => item.id === params.document_id);
      if (!agent || !document) {
        return response(404).json({ success: false, error: 'Documento não encontrado.' });
      }
      agent.documents = agent.documents.filter((item) => item !== document);
      return response(200).json({
        success: true,
        message: `Documento ${document.filename} excluído.`,
        agent,
      });
    }),
    http.get('/api/custom-agents/{id}/sessions/', ({ params, response }) => {
      if (!find(params.id)) {
        return response(404).json(notFound);
      }
      const list = (sessions[params.id] ?? [])
        .map(summaryOf)
        // The server's order: pinned first (the last pinned on top), then as they were.
        .sort((a, b) => (b.pinned_at ?? '').localeCompare(a.pinned_at ?? ''));
      return response(200).json({ success: true, sessions: list });
    }),
    http.patch('/api/custom-agents/{id}/sessions/{session_id}/', async ({ params, request, response }) => {
      const session = (sessions[params.id] ?? []).find((item) => item.session_id === params.session_id);
      if (!session) {
        return response(404).json({ success: false, error: 'Conversa não encontrada.' });
      }
      const body = await request.json();
      const title = body.title?.replace(/\s+/g, ' ').trim();
      if (title === '') {
        return response(400).json({ success: false, error: 'O título não pode ficar vazio.' });
      }
      if (title !== undefined && title.length > 120) {
        return response(400).json({ success: false, error: 'O título aceita até 120 caracteres.' });
      }
      if (title !== undefined) {
        session.title = title;
      }
      if (body.pinned !== undefined) {
        if (body.pinned) {
          pins.set(session.session_id, pins.get(session.session_id) ?? now());
        } else {
          pins.delete(session.session_id);
        }
      }
      return response(200).json({ success: true, session: summaryOf(session) });
    }),
    http.post(
      '/api/custom-agents/{id}/sessions/{session_id}/branch/',
      async ({ params, request, response }) => {
        const session = sessions[params.id]?.find((item) => item.session_id === params.session_id);
        const { message_id: messageId } = await request.json();
        const all = session ? treeOf(session) : [];
        if (!session || !all.some((message) => message.id === messageId)) {
          return response(404).json({ success: false, error: 'Mensagem não encontrada.' });
        }
        session.messages = branchOf(all, newestLeafUnder(all, messageId));
        return response(200).json(session);
      },
    ),
    http.get('/api/custom-agents/{id}/sessions/{session_id}/', ({ params, response }) => {
      const session = sessions[params.id]?.find((item) => item.session_id === params.session_id);
      return session
        ? response(200).json(session)
        : response(404).json({ success: false, error: 'Conversa não encontrada.' });
    }),
    http.delete('/api/custom-agents/{id}/sessions/{session_id}/', ({ params, response }) => {
      const list = sessions[params.id] ?? [];
      sessions[params.id] = list.filter((item) => item.session_id !== params.session_id);
      return response(200).json({ success: true, message: 'Conversa apagada.' });
    }),
    http.post('/api/custom-agents/{id}/chat/', async ({ params, request, response }) => {
      const agent = find(params.id);
      if (!agent) {
        return response(404).json(notFound);
      }
      const body = await request.json();
      const list = sessions[agent.id] ?? [];
      sessions[agent.id] = list;
      let session = list.find((item) => item.session_id === body.session_id);
      if (!session) {
        session = {
          success: true,
          session_id: `cas_new${nextId++}`,
          title: body.message.slice(0, 60),
          messages: [],
        };
        list.unshift(session);
      }
      const document = agent.documents[0];
      const citations = document
        ? [
            {
              document_id: document.id,
              filename: document.filename,
              excerpt: 'Coffee break: R$ 32,00 por pessoa.',
            },
          ]
        : [];
      const answer = document
        ? `Resposta offline, sem redação por IA: trechos dos documentos do agente.\n\n> o coffee break custa R$ 32,00 por pessoa.\n\n— ${document.filename} [1]`
        : 'Este agente ainda não tem documentos de conhecimento.';
      const answerId = `cam_new${nextId++}`;
      const all = treeOf(session);
      const place = (parent: string | null) => ({
        parent_id: parent,
        sibling_index: 0,
        sibling_count: 1,
        sibling_ids: [],
      });
      const edited = all.find((message) => message.id === body.edit_of);
      const regenerated = all.find((message) => message.id === body.regenerate_of);
      let asked = regenerated ? all.find((message) => message.id === regenerated.parent_id) : undefined;
      if (!asked) {
        const parent = edited ? edited.parent_id : (session.messages.at(-1)?.id ?? null);
        asked = {
          id: `cam_new${nextId++}`,
          role: 'user',
          content: body.message,
          citations: [],
          created_at: now(),
          ...place(parent),
        };
        all.push(asked);
      }
      all.push({
        id: answerId,
        role: 'assistant',
        content: answer,
        citations,
        created_at: now(),
        ...place(asked.id),
      });
      session.messages = branchOf(all, answerId);
      if ((request.headers.get('accept') ?? '').includes('text/event-stream')) {
        return response.untyped(
          new HttpResponse(
            sseStream(answerParts(session.session_id, answerId, answer, citations), wordDelayMs),
            { headers: SSE_HEADERS },
          ),
        );
      }
      return response(200).json({
        success: true,
        session_id: session.session_id,
        agent_id: agent.id,
        agent_name: agent.name,
        answer,
        citations,
        offline: true,
      });
    }),
    // Issue 29: the answer on its way in a conversation, replayed from its start; none → 204.
    http.get('/api/agents/sessions/{session_id}/stream/', ({ params, response }) => {
      if (!inFlight || params.session_id !== inFlight.sessionId) {
        return response(204).empty();
      }
      const parts = answerParts(
        inFlight.sessionId,
        'cam_emAndamento',
        inFlight.text,
        inFlight.citations ?? [],
      );
      return response.untyped(new HttpResponse(sseStream(parts, wordDelayMs), { headers: SSE_HEADERS }));
    }),
    http.delete('/api/agents/sessions/{session_id}/stream/', ({ params, response }) => {
      stops?.push(String(params.session_id));
      return response(200).json({ success: true, stopped: false });
    }),
  ];
}
