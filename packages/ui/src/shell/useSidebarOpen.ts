import { useCallback, useState } from 'react';

/** Where the sidebar's open/closed state is remembered (spec 1 §2 "remembered locally"). */
export const SIDEBAR_STORAGE_KEY = 'sidebar_open';

function readStored(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIDEBAR_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** The desktop sidebar's expanded state, open by default and saved in `localStorage.sidebar_open`. */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(readStored);
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    try {
      globalThis.localStorage?.setItem(SIDEBAR_STORAGE_KEY, String(next));
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
  }, []);
  return [open, setOpen];
}
