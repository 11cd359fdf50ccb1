/**
 * A markdown text cut into its top-level blocks at the blank lines outside code fences, so a
 * text still arriving (a streamed answer) renders its finished blocks once each and parses again
 * only the last one. A blank line followed by an indented line (a list item's next paragraph,
 * indented code) does not cut: that line belongs to the block above.
 */
export function markdownBlocks(text: string): string[] {
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
    if (fence === null && blank && block.some((kept) => kept.trim() !== '') && !/^\s/.test(line)) {
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
