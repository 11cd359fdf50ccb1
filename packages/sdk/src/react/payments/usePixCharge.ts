import { type components, extraTokensErrorMessage } from '@sppock/sdk';
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
 * turns `paid` (the provider's webhook confirmed it) the usage and extra-token queries refresh.
 * Disabled while `id` is null.
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
        extraTokensErrorMessage,
      ),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.charge.status === 'pending' ? PIX_POLL_MS : false),
    ...options,
  });
  const paid = query.data?.charge.status === 'paid';
  useEffect(() => {
    if (paid) {
      for (const path of ['/payments/extra-tokens/', '/payments/usage/summary/'] as const) {
        void queryClient.invalidateQueries({ queryKey: ['get', path] });
      }
    }
  }, [paid, queryClient]);
  return query;
}
