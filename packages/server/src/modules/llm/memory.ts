// Memory (issue 20, spec 1 §1 "agents that keep memory"): every answer sees the session's earlier
// turns. The newest turns are sent whole while they fit a token budget (counted with the same
// tokenizer as metering); older ones are folded into a short extractive summary, so a follow-up
// such as "e para o Marcos?" keeps its context with every provider, the offline one included.

import { countTokens } from './tokens.ts';

/** One earlier turn of a conversation, oldest first (the agents' registry calls it `AgentTurn`). */
export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Tokens of earlier turns sent whole. Small enough for every supported model's context. */
export const HISTORY_TOKEN_BUDGET = 6000;
/** Characters of each older turn kept in the summary. */
const SUMMARY_CHARS_PER_TURN = 160;
/** Older turns listed in the summary: the opening ones and the most recent. */
const SUMMARY_MAX_TURNS = 20;
const SUMMARY_OPENING_TURNS = 2;

export interface SessionMemory {
  /** The turns sent whole, oldest first. */
  turns: ConversationTurn[];
  /** Extractive summary of the turns beyond the budget; null when everything fits. */
  summary: string | null;
}

function firstSentence(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const end = line.search(/[.!?](\s|$)/);
  const sentence = end > 0 && end < SUMMARY_CHARS_PER_TURN ? line.slice(0, end + 1) : line;
  return sentence.length > SUMMARY_CHARS_PER_TURN
    ? `${sentence.slice(0, SUMMARY_CHARS_PER_TURN).trimEnd()}…`
    : sentence;
}

/** The earlier turns within `budget` tokens (newest kept first), the rest summarised. */
export function sessionMemory(
  history: readonly ConversationTurn[],
  budget = HISTORY_TOKEN_BUDGET,
): SessionMemory {
  let used = 0;
  let keepFrom = history.length;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i];
    if (!turn) {
      continue;
    }
    const cost = countTokens(turn.content) + 4;
    if (used + cost > budget) {
      break;
    }
    used += cost;
    keepFrom = i;
  }
  // A kept history starts with the user's turn, as every provider expects.
  while (keepFrom < history.length && history[keepFrom]?.role !== 'user') {
    keepFrom += 1;
  }
  const older = history.slice(0, keepFrom);
  const turns = history.slice(keepFrom);
  if (older.length === 0) {
    return { turns, summary: null };
  }
  const line = (turn: ConversationTurn) =>
    `- ${turn.role === 'user' ? 'Usuário' : 'Assistente'}: ${firstSentence(turn.content)}`;
  if (older.length <= SUMMARY_MAX_TURNS) {
    return { turns, summary: older.map(line).join('\n') };
  }
  // The opening states what the conversation is about; the latest older turns lead to the present.
  const opening = older.slice(0, SUMMARY_OPENING_TURNS);
  const latest = older.slice(-(SUMMARY_MAX_TURNS - SUMMARY_OPENING_TURNS));
  const skipped = older.length - opening.length - latest.length;
  return {
    turns,
    summary: [...opening.map(line), `(${skipped} mensagens omitidas)`, ...latest.map(line)].join('\n'),
  };
}

/** The system-prompt block that carries the summary of older turns. */
export function summaryBlock(summary: string | null): string | null {
  return summary
    ? `## Resumo do início da conversa\nMensagens anteriores desta sessão, resumidas (as mais recentes seguem completas):\n${summary}`
    : null;
}

/** A conversation an API client carried with its message (caps checked by the caller). */
export interface CarriedConversation {
  instructions: string | null;
  turns: ConversationTurn[];
}

/** The caller's instructions as a block of the system prompt, below the agent's own. */
export function carriedInstructionsBlock(instructions: string | null): string | null {
  return instructions
    ? `## Instruções de quem chama pela API\nSiga-as quando não contrariarem as regras acima:\n${instructions}`
    : null;
}
