// A conversation is a tree of messages (issue 29, edit and branch): editing a sent message or
// generating an answer again adds a sibling under the same parent, and the earlier version stays
// as a branch. The session keeps the leaf of the branch shown; everything that reads "the
// conversation" (the chat, the model's history, the export, share links) reads that path. Plain
// functions over rows already read, in linear time: one statement reads a session's messages.

/** The most versions of one message (edits of a message, answers generated again). */
export const MAX_MESSAGE_VERSIONS = 20;

/** What the tree needs of a message. */
export interface TreeMessage {
  id: string;
  parentId: string | null;
}

/** A message of the branch shown, with its place among its versions. */
export type BranchMessage<T extends TreeMessage> = T & {
  /** Position among the versions (same parent), oldest first, from 0. */
  siblingIndex: number;
  /** How many versions there are (1 when never edited nor generated again). */
  siblingCount: number;
  /** The versions' ids, oldest first (this one's at `siblingIndex`). */
  siblingIds: string[];
};

/** The children of each message (`null`: the first messages), in the order the rows came. */
function childrenOf<T extends TreeMessage>(messages: readonly T[]): Map<string | null, T[]> {
  const children = new Map<string | null, T[]>();
  for (const message of messages) {
    const list = children.get(message.parentId);
    if (list) {
      list.push(message);
    } else {
      children.set(message.parentId, [message]);
    }
  }
  return children;
}

/**
 * The newest leaf under `fromId` (itself when it has no answer yet): where a branch chosen by one
 * of its messages ends. `messages` in creation order.
 */
export function newestLeafUnder<T extends TreeMessage>(messages: readonly T[], fromId: string): string {
  const children = childrenOf(messages);
  let at = fromId;
  // A tree has no cycle, but rows are data: never walk further than there are messages.
  for (let steps = 0; steps < messages.length; steps += 1) {
    const next = children.get(at)?.at(-1);
    if (!next) {
      break;
    }
    at = next.id;
  }
  return at;
}

/**
 * The branch ending at `leafId`, first message first, each with its place among its versions.
 * `messages` are all of the session's, in creation order (oldest first); an unknown or absent
 * leaf stands for the newest message's branch.
 */
export function branchTo<T extends TreeMessage>(
  messages: readonly T[],
  leafId: string | null | undefined,
): BranchMessage<T>[] {
  if (messages.length === 0) {
    return [];
  }
  const byId = new Map(messages.map((message) => [message.id, message]));
  const children = childrenOf(messages);
  let at = (leafId ? byId.get(leafId) : undefined) ?? messages.at(-1);
  const path: BranchMessage<T>[] = [];
  const seen = new Set<string>();
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    const siblings = children.get(at.parentId) ?? [at];
    path.push({
      ...at,
      siblingIndex: Math.max(0, siblings.indexOf(at)),
      siblingCount: siblings.length,
      siblingIds: siblings.map((sibling) => sibling.id),
    });
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return path.reverse();
}

/** How many versions the message placed under `parentId` would join (the first messages: null). */
export function versionsUnder(messages: readonly TreeMessage[], parentId: string | null): number {
  return messages.reduce((sum, message) => sum + (message.parentId === parentId ? 1 : 0), 0);
}
