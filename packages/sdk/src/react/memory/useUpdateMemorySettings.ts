import { type components, memoryUpdateErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Turns memory on or off, or the proposals from conversations (only the switches that change). */
export function useUpdateMemorySettings() {
  const { api } = useSppock();
  return useMutation<Schemas['MemorySettingsResult'], SppockError, Schemas['MemorySettingsUpdate']>({
    mutationKey: ['put', '/api/accounts/memory/settings/'],
    mutationFn: (body) =>
      unwrap(api.PUT('/api/accounts/memory/settings/', { body }), memoryUpdateErrorMessage),
  });
}
