import type { components, SppockError } from '@sppock/sdk';
import { describe, expectTypeOf, it } from 'vitest';
import { useConversationSearch } from './conversations/useConversationSearch';
import { useUnreadNotificationCount } from './notifications/useUnreadNotificationCount';
import { useChangePlan } from './payments/useChangePlan';
import { useSppock } from './SppockProvider';
import { useUsage } from './usage/useUsage';

type Schemas = components['schemas'];

describe('React hook inference', () => {
  it('types $api queries from the contract', () => {
    const { $api, $payments } = useSppock();
    const categories = $api.useQuery('get', '/api/support/categories/');
    expectTypeOf(categories.data).toEqualTypeOf<Schemas['SupportCategoryList'] | undefined>();
    const plans = $payments.useQuery('get', '/payments/plans/');
    expectTypeOf(plans.data).toEqualTypeOf<Schemas['SubscriptionPlanList'] | undefined>();
    // @ts-expect-error payments paths belong to $payments
    $api.useQuery('get', '/payments/plans/');
  });

  it('gives named hooks narrowed data and SppockError errors', () => {
    const usage = useUsage();
    expectTypeOf(usage.data).toEqualTypeOf<Schemas['AgentUsageCurrent'] | undefined>();
    expectTypeOf(usage.error).toEqualTypeOf<SppockError | null>();
    expectTypeOf(useUnreadNotificationCount()).toEqualTypeOf<number>();
    const search = useConversationSearch('páscoa');
    expectTypeOf(search.data?.pages[0]?.results).toEqualTypeOf<
      Schemas['ConversationSearchHit'][] | undefined
    >();
    expectTypeOf(search.error).toEqualTypeOf<SppockError | null>();
    const change = useChangePlan();
    expectTypeOf(change.mutateAsync).parameter(0).toEqualTypeOf<Schemas['UpgradeRequest']>();
  });
});
