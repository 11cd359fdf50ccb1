import { type components, deleteAccountErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Deletes the account for good (the body must carry `confirmation: 'DELETAR'`). The caller then
 * logs out: the session's tokens stop working once the account is gone.
 */
export function useDeleteAccount() {
  const { payments } = useSppock();
  return useMutation<Schemas['AccountDeleted'], SppockError, Schemas['AccountDeletionRequest']>({
    mutationKey: ['post', '/payments/delete-account/'],
    mutationFn: (body) =>
      unwrap(payments.POST('/payments/delete-account/', { body }), deleteAccountErrorMessage),
  });
}
