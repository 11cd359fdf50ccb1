import { type components, type SppockError, supportErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** An operator's answer: the message's id, the text and, optionally, the status it moves to (default respondida). */
export type SupportQueueAnswer = { id: number } & Schemas['SupportOperatorReplyRequest'];

/** An operator answers a support message (shown to the user as from 'Suporte'); the user is notified. */
export function useAnswerSupportQueueMessage() {
  const { api } = useSppock();
  return useMutation<Schemas['SupportQueueMessageDetail'], SppockError, SupportQueueAnswer>({
    mutationKey: ['post', '/api/support/admin/messages/{id}/respond/'],
    mutationFn: ({ id, ...body }) =>
      unwrap(
        api.POST('/api/support/admin/messages/{id}/respond/', { params: { path: { id } }, body }),
        (failure) => supportErrorMessage(failure, 'respond'),
      ),
  });
}
