// The Commander embed's chunks that are not part of its first open (vite.embed.config.ts names
// them `sppock-commander-<name>-<hash>.js`): the answers' markdown renderer (first answer), the
// SDK's invalidation rules (first mutation) and the tooltips' positioning (first tip). The
// size budgets (.size-limit.js) and both benchmarks (`npm run bench`, `npm run bench:embed`)
// read this list.
export const COMMANDER_LATER_CHUNKS = ['Markdown', 'invalidation', 'TooltipInteractions'];

/** Whether a file of dist-embed/ is loaded on the Commander's first open. */
export function inCommanderFirstOpen(file) {
  return (
    file.startsWith('sppock-commander') &&
    !COMMANDER_LATER_CHUNKS.some((name) => file.startsWith(`sppock-commander-${name}-`))
  );
}
