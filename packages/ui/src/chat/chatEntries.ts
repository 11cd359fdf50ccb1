// The messages of a chat screen as the screen keeps them: what the server stored and what this
// visit added (a question sent, an answer streamed), each with a stable key for the list.
import type { AgentGuess, components } from '@sppock/sdk';
import type { ChatAnswerMetadata, ChatClarification, ChatOrchestration } from '@sppock/sdk/chat';
import type { AgentType } from './chatAgents';

type Schemas = components['schemas'];

/** One message of the conversation on screen. */
export interface ChatEntry {
  /** Stable key for the list. */
  key: string;
  /** The server's message id, when known. */
  id?: string;
  role: 'user' | 'assistant';
  /** The text (markdown); `undefined` shows 'Conteúdo não disponível'. */
  content: string | undefined;
  timestamp: string;
  /** The agent that answered (assistant messages). */
  agentUsed?: string;
  /** Routing confidence of the answer, in percent. */
  confidence?: number;
  /** The Commander's decision for this answer, when it came with the stream. */
  orchestration?: ChatOrchestration | null;
  /** Tokens and cost of the answer, when it came with the stream. */
  metadata?: ChatAnswerMetadata | null;
  /** The user stopped the answer: the part received stays, marked. */
  stopped?: boolean;
  /** A file attached to a user message. */
  file?: Schemas['ChatFileAttachment'];
  /** The answer came from another agent ('Perguntar a outro agente'), saved in its own session. */
  elsewhere?: boolean;
  /** The name of a file sent with this message in this visit (before the server gave it an id). */
  attachmentName?: string;
  /** The Commander's question back: its two choices and, once made, the choice (issue 26). */
  clarification?: ChatClarification;
  /** The versions of this message, oldest first (issue 29): the one shown at `versionIndex`. */
  versionIds?: string[];
  /** The version shown, from 0. */
  versionIndex?: number;
  /** Time to first token and tokens per second (issue 29). */
  timing?: Schemas['ChatAnswerTiming'];
  /** Tokens of the prompt sent over the model's window (issue 29). */
  context?: Schemas['ChatContextUse'];
}

/** The answer being waited for or streamed. */
export interface PendingAnswer {
  agent: AgentType;
  /** The client-side guess of spec 2 §5 (Commander only), announced at once. */
  guess: AgentGuess | null;
  /** When the request left (epoch ms), for the elapsed seconds. */
  startedAt: number;
  elsewhere: boolean;
  /** A file goes with the message (the file panel shows the upload). */
  uploading?: boolean;
}

let keys = 0;

/** A key for a message added in this visit, before the server gives it an id. */
export const nextEntryKey = () => {
  keys += 1;
  return `local-${keys}`;
};

/** A stored message of a conversation, as the screen shows it. */
export function entryFromServer(message: Schemas['ChatMessage']): ChatEntry {
  return {
    key: message.id,
    id: message.id,
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    ...(message.agent_used ? { agentUsed: message.agent_used } : {}),
    ...(message.confidence !== undefined ? { confidence: message.confidence } : {}),
    ...(message.stopped ? { stopped: true } : {}),
    ...(message.file ? { file: message.file } : {}),
    ...(message.clarification ? { clarification: message.clarification } : {}),
    ...(message.sibling_ids && message.sibling_index !== undefined
      ? { versionIds: message.sibling_ids, versionIndex: message.sibling_index }
      : {}),
    ...(message.timing ? { timing: message.timing } : {}),
    ...(message.context ? { context: message.context } : {}),
  };
}

/**
 * The branch the server shows, as entries: what this visit knew of a message (the streamed
 * answer's tokens and cost) stays with it.
 */
export function entriesFromServer(
  messages: readonly Schemas['ChatMessage'][],
  known: readonly ChatEntry[],
): ChatEntry[] {
  const metadata = new Map(known.flatMap((entry) => (entry.id && entry.metadata ? [[entry.id, entry]] : [])));
  return messages.map((message) => {
    const entry = entryFromServer(message);
    const before = metadata.get(message.id);
    return before
      ? { ...entry, metadata: before.metadata ?? null, elsewhere: before.elsewhere ?? false }
      : entry;
  });
}
