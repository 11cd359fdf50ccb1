import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Registers a partner site (name, exact origins, widgets) and returns it with its public
 * `site_key`; the server's pt-BR message says what is wrong (an origin with a path, the limit).
 */
export function useCreateEmbedSite() {
  const { api } = useSppock();
  return useMutation<Schemas['EmbedSiteCreated'], SppockError, Schemas['EmbedSiteRequest']>({
    mutationKey: ['post', '/api/embed/sites/'],
    mutationFn: (body) => unwrap(api.POST('/api/embed/sites/', { body })),
  });
}
