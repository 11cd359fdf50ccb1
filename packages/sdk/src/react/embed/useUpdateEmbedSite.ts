import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Changes a partner site's monthly budget and the custom agents published to it (the whole list);
 * the server's pt-BR message says what is wrong (an owner-only agent, a budget out of range).
 */
export function useUpdateEmbedSite() {
  const { api } = useSppock();
  return useMutation<
    Schemas['EmbedSiteCreated'],
    SppockError,
    { id: number; patch: Schemas['EmbedSitePatch'] }
  >({
    mutationKey: ['patch', '/api/embed/sites/{id}/'],
    mutationFn: ({ id, patch }) =>
      unwrap(api.PATCH('/api/embed/sites/{id}/', { params: { path: { id } }, body: patch })),
  });
}
