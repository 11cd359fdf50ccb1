import type { components, SppockError } from '@sppock/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';
import { invalidateCustomAgents } from './invalidate';

type Schemas = components['schemas'];

/** The owner creates an agent from an exported JSON file; a file out of format is refused (400). */
export function useImportCustomAgent() {
  const { api } = useSppock();
  const queryClient = useQueryClient();
  return useMutation<Schemas['CustomAgentResult'], SppockError, Schemas['CustomAgentExport']>({
    mutationKey: ['post', '/api/custom-agents/import/'],
    mutationFn: (file) => unwrap(api.POST('/api/custom-agents/import/', { body: file })),
    onSuccess: () => invalidateCustomAgents(queryClient),
  });
}
