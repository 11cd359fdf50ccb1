import { LOGOUT_SUCCESS_MESSAGE } from '@sppock/sdk';
import { useCallback } from 'react';
import { useSppock } from '../SppockProvider';

/** Returns a logout function: clears the session and the query cache; returns the toast text. */
export function useLogout(): () => string {
  const { session, queryClient } = useSppock();
  return useCallback(() => {
    session.logout();
    queryClient.clear();
    return LOGOUT_SUCCESS_MESSAGE;
  }, [session, queryClient]);
}
