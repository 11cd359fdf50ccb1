import { type components, dataExportRequestErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Asks for a copy of all the user's data; the server builds it in the background and e-mails a
 * link valid for 7 days. A copy already being built is a 409 whose message says so.
 */
export function useRequestDataExport() {
  const { api } = useSppock();
  return useMutation<Schemas['DataExportRequested'], SppockError, void>({
    mutationKey: ['post', '/api/accounts/privacy/exports/'],
    mutationFn: () => unwrap(api.POST('/api/accounts/privacy/exports/'), dataExportRequestErrorMessage),
  });
}
