import { type components, pixChargeErrorMessage } from '@sppock/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type PixChargeResult = components['schemas']['PixChargeResult'];

/** While a Pix charge is pending its status is read again this often (ms). */
export const PIX_POLL_MS = 3_000;

/**
 * A Pix charge's status (issue 31 §2), read again every few seconds while it is pending. When it
 * turns `paid` (the provider's webhook confirmed it) what it bought refreshes: usage and extra
 * tokens, or for a plan period the plan queries (plans, current subscription, status, package,
 * agent access, usage), as after a plan change. Disabled while `id` is null.
 */
export function usePixCharge(id: string | null, options: SppockQueryOptions<PixChargeResult> = {}) {
  const { payments, $payments } = useSppock();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: $payments.queryOptions('get', '/payments/pix/charges/{id}/', {
      params: { path: { id: id ?? '' } },
    }).queryKey,
    queryFn: ({ signal }) =>
      unwrap(
        payments.GET('/payments/pix/charges/{id}/', { params: { path: { id: id ?? '' } }, signal }),
        pixChargeErrorMessage,
      ),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.charge.status === 'pending' ? PIX_POLL_MS : false),
    ...options,
  });
  const paidPurpose = query.data?.charge.status === 'paid' ? query.data.charge.purpose : null;
  useEffect(() => {
    if (paidPurpose) {
      // The rules load on demand, as the provider loads them for mutations.
      void import('../invalidation').then(({ paidPixChargeRules }) => {
        for (const queryKey of paidPixChargeRules[paidPurpose]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      });
    }
  }, [paidPurpose, queryClient]);
  return query;
}
