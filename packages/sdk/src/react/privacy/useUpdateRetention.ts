import { type components, privacyUpdateErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Sets after how many days without activity conversations are deleted (null: never). */
export function useUpdateRetention() {
  const { api } = useSppock();
  return useMutation<Schemas['PrivacyResult'], SppockError, Schemas['RetentionUpdate']>({
    mutationKey: ['put', '/api/accounts/privacy/retention/'],
    mutationFn: (body) =>
      unwrap(api.PUT('/api/accounts/privacy/retention/', { body }), privacyUpdateErrorMessage),
  });
}
