// Renaming and pinning a conversation (issue 29), the same rules wherever it is kept: the
// Commander's and agents' conversations and those with a custom agent.
import { CONVERSATION_TITLE_MAX_LENGTH } from '@sppock/sdk/domain';
import type { Issue } from '../../contract/validation.ts';

export const CONVERSATION_CHANGE_MESSAGES = {
  titleEmpty: 'O título não pode ficar vazio.',
  titleTooLong: `O título aceita até ${CONVERSATION_TITLE_MAX_LENGTH} caracteres.`,
  invalidPinned: 'O campo pinned deve ser true ou false.',
  nothingToChange: 'Envie um novo título (title) ou pinned para fixar ou desafixar a conversa.',
  unknownField: (field: string) => `Campo não permitido: ${field}.`,
} as const;

const M = CONVERSATION_CHANGE_MESSAGES;

/** What a rename or pin changes. */
export interface ConversationChange {
  title?: string;
  pinned?: boolean;
}

/** A typed title on one line: whitespace runs (line breaks included) become one space. */
function conversationTitle(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** The change a body asks for, or the pt-BR refusal (an empty or too long title, nothing to change). */
export function conversationChange(body: ConversationChange): ConversationChange | { error: string } {
  const title = body.title === undefined ? undefined : conversationTitle(body.title);
  if (title === '') {
    return { error: M.titleEmpty };
  }
  if (title !== undefined && [...title].length > CONVERSATION_TITLE_MAX_LENGTH) {
    return { error: M.titleTooLong };
  }
  if (title === undefined && body.pinned === undefined) {
    return { error: M.nothingToChange };
  }
  return {
    ...(title === undefined ? {} : { title }),
    ...(body.pinned === undefined ? {} : { pinned: body.pinned }),
  };
}

/** The pt-BR refusal of a body the contract's schema refused (`ConversationUpdate`). */
export function conversationChangeInvalid(issues: Issue[]): string {
  const unknown = issues.find((issue) => issue.keyword === 'additionalProperties');
  if (unknown) {
    return M.unknownField(String(unknown.params.additionalProperty));
  }
  if (issues.some((issue) => issue.field === 'title')) {
    return M.titleTooLong;
  }
  if (issues.some((issue) => issue.field === 'pinned')) {
    return M.invalidPinned;
  }
  return M.nothingToChange;
}
