const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:\s|$)/;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:/m;

/**
 * A markdown text cut into its top-level blocks at the blank lines outside code fences, so a
 * text still arriving (a streamed answer) renders its finished blocks once each and parses again
 * only the last one. The cut never changes what the text means: a blank line followed by an
 * indented line (a list item's next paragraph, indented code) or by the next item of a list does
 * not cut, and a text with a link reference definition (`[x]: url`, used from any block) is one block.
 */
export function markdownBlocks(text: string): string[] {
  if (LINK_DEFINITION.test(text)) {
    return [text];
  }
  const blocks: string[] = [];
  let block: string[] = [];
  let fence: string | null = null;
  let blank = false;
  for (const line of text.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && line.trim() === '') {
      blank = true;
      block.push(line);
      continue;
    }
    const opening = block.find((kept) => kept.trim() !== '');
    if (
      fence === null &&
      blank &&
      opening !== undefined &&
      !/^\s/.test(line) &&
      !(LIST_ITEM.test(line) && LIST_ITEM.test(opening))
    ) {
      blocks.push(block.join('\n'));
      block = [];
    }
    blank = false;
    block.push(line);
    if (marker && fence === null) {
      fence = marker;
    } else if (marker && fence !== null && marker[0] === fence[0] && marker.length >= fence.length) {
      fence = null;
    }
  }
  if (block.length > 0) {
    blocks.push(block.join('\n'));
  }
  return blocks;
}
