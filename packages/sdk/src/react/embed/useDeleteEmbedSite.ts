import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Removes a partner site: its snippet stops working and its visitors' sessions end. */
export function useDeleteEmbedSite() {
  const { api } = useSppock();
  return useMutation<Schemas['EmbedConfirmation'], SppockError, number>({
    mutationKey: ['delete', '/api/embed/sites/{id}/'],
    mutationFn: (id) => unwrap(api.DELETE('/api/embed/sites/{id}/', { params: { path: { id } } })),
  });
}
