import { type components, privacyUpdateErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Gives or withdraws consents (marketing e-mails, memory); each change is a dated history row. */
export function useUpdateConsents() {
  const { api } = useSppock();
  return useMutation<Schemas['PrivacyResult'], SppockError, Schemas['ConsentsUpdate']>({
    mutationKey: ['put', '/api/accounts/privacy/consents/'],
    mutationFn: (body) =>
      unwrap(api.PUT('/api/accounts/privacy/consents/', { body }), privacyUpdateErrorMessage),
  });
}
