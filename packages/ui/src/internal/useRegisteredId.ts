import { useId, useLayoutEffect } from 'react';

/**
 * Gives a part (a title, a description) an id and registers it with its parent, so the parent
 * can point `aria-labelledby` / `aria-describedby` at it only while it exists.
 */
export function useRegisteredId(
  register: (id: string | undefined) => void,
  explicit: string | undefined,
): string {
  const generated = useId();
  const id = explicit ?? generated;
  useLayoutEffect(() => {
    register(id);
    return () => register(undefined);
  }, [register, id]);
  return id;
}
