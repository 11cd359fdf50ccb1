import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The owner gets an agent's JSON file (`format` sppock-custom-agent/v1), ready to save. */
export function useExportCustomAgent() {
  const { api } = useSppock();
  return useMutation<Schemas['CustomAgentExport'], SppockError, string>({
    mutationKey: ['get', '/api/custom-agents/{id}/export/'],
    mutationFn: (id) => unwrap(api.GET('/api/custom-agents/{id}/export/', { params: { path: { id } } })),
  });
}
