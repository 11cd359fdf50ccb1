import { cancelSubscriptionErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Schedules the subscription's cancellation at the end of the period (reactivate with
 * `useChangePlan` and the same plan). Usage and plans refresh on success.
 */
export function useCancelSubscription() {
  const { payments } = useSppock();
  return useMutation<Schemas['SubscriptionCancelled'], SppockError, void>({
    mutationKey: ['post', '/payments/cancel-subscription/'],
    mutationFn: () => unwrap(payments.POST('/payments/cancel-subscription/'), cancelSubscriptionErrorMessage),
  });
}
