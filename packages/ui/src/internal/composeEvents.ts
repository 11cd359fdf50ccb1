// Named `…Handlers` files are MSW fixtures and do not ship (package.json `files`): this one
// composes event handlers, so it is named after what it does.
/**
 * Runs the consumer's handler first, then ours unless the consumer called `preventDefault()`.
 * Consumers extend behaviour instead of replacing it.
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) {
      ours(event);
    }
  };
}
