import { type components, type SppockError, upgradeErrorMessages } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Changes the plan. On success usage and plans refresh; the result's `redirect_url` or
 * `checkout_url`, when present, is where the user goes next. `error.message` is the toast text.
 */
export function useChangePlan() {
  const { payments } = useSppock();
  return useMutation<Schemas['UpgradeResult'], SppockError, Schemas['UpgradeRequest']>({
    mutationKey: ['post', '/payments/upgrade/'],
    mutationFn: (body) =>
      unwrap(payments.POST('/payments/upgrade/', { body }), (failure) => upgradeErrorMessages(failure).toast),
  });
}
