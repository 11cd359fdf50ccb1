import { type components, revokeShareLinkErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** Revokes one of the user's share links: its address is a 404 at once; the list refreshes. */
export function useRevokeShareLink() {
  const { api } = useSppock();
  return useMutation<components['schemas']['TeamMessage'], SppockError, { id: string }>({
    mutationKey: ['delete', '/api/share-links/{id}/'],
    mutationFn: ({ id }) =>
      unwrap(api.DELETE('/api/share-links/{id}/', { params: { path: { id } } }), revokeShareLinkErrorMessage),
  });
}
