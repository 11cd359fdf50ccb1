import { useEffect } from 'react';

/** While `active` (the conversation has messages), the browser confirms before leaving (spec 2 §2). */
export function useConfirmBeforeLeaving(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) {
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, message]);
}
