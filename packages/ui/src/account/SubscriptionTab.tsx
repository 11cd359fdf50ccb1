import {
  expiryBadge,
  formatBRL,
  formatDate,
  type PlanType,
  PRICING_PATH,
  planLabel,
  planSeats,
} from '@sppock/sdk';
import { useCancelSubscription, useChangePlan, useUpgradeOptions, useUsage } from '@sppock/sdk/react';
import { ArrowUpRight, CalendarClock, QrCode, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { visuallyHidden } from '../internal/styles.css';
import { PlanPixPayment } from '../pix/PlanPixPayment';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { button } from '../primitives/Button/Button.css';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { subscriptionCycle } from '../shell/AccountOverviewPanel';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import { useAccountMessages } from './useAccountMessages';

/** Where the browser goes for a plan change the provider must confirm (a checkout page). */
export function externalRedirect(result: {
  checkout_url?: string | null;
  redirect_url?: string | null;
}): string | null {
  return result.redirect_url || result.checkout_url || null;
}

export interface SubscriptionTabProps {
  /** The clock of the Pix plan's days left and its countdown, for stories and tests. @default Date.now */
  now?: () => number;
}

/**
 * The Assinatura tab (spec 1 §2, §4): the current plan, status always 'Ativo', the cycle, cancel
 * (at the end of the period, no refund) or reactivate, and the plan change on /pricing. A plan paid
 * by Pix (issue 31 §2) has nothing to cancel: it shows until when it is paid, that it returns to
 * Freemium on that date, and 'Renovar com Pix' for the next 30 days.
 */
export function SubscriptionTab({ now = Date.now }: SubscriptionTabProps = {}) {
  const messages = useAccountMessages();
  const titleId = useId();
  const options = useUpgradeOptions();
  const usage = useUsage();
  const cancel = useCancelSubscription();
  const change = useChangePlan();

  if (options.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (options.isError) {
    return (
      <LoadError
        title={messages.subscriptionLoadError}
        message={options.error.message}
        onRetry={() => void options.refetch()}
        retrying={options.isFetching}
      />
    );
  }

  const subscription = options.data.current_subscription;
  const type: PlanType = subscription?.type ?? 'freemium';
  const plan = options.data.plans.find((candidate) => candidate.type === type);
  const price = plan?.pricing.monthly ?? 0;
  const periodEnd = subscription?.current_period_end
    ? Date.parse(subscription.current_period_end)
    : subscriptionCycle(usage.data?.usage).end;
  const endDate = formatDate(periodEnd);
  const paid = subscription !== null && type !== 'freemium';
  const pixUntil = subscription?.paid_with === 'pix' ? subscription.paid_until : null;
  // The last days of a plan paid by Pix warn, as the expiry badge turns red (spec 1 §9).
  const pixBadge = expiryBadge(pixUntil ?? periodEnd, now());
  const pixEndingSoon = pixBadge.tone === 'red';

  const runCancel = async () => {
    try {
      const result = await cancel.mutateAsync();
      toast.success(result.message || messages.cancelled);
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
  };

  const reactivate = async () => {
    try {
      const result = await change.mutateAsync({ plan_type: type });
      const target = externalRedirect(result);
      if (target) {
        window.location.assign(target);
        return;
      }
      toast.success(messages.reactivated);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.subscriptionTitle}
        </CardTitle>
        {type === 'freemium' ? <CardDescription>{messages.freemiumNote}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{messages.plan}</dt>
            <dd className={styles.factValue}>
              <span className={styles.planName}>
                <span>{plan?.name ?? planLabel(type)}</span>
                <Badge tone="accent">{planLabel(type)}</Badge>
              </span>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{messages.status}</dt>
            <dd className={styles.factValue}>
              <Badge tone="success" size="md">
                {messages.statusActive}
              </Badge>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{messages.monthlyPrice}</dt>
            <dd className={styles.factValue}>
              {price > 0 ? `${formatBRL(price)}${messages.perMonth}` : messages.free}
            </dd>
          </div>
          {pixUntil ? (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{messages.payment}</dt>
              <dd className={styles.factValue}>
                <span className={styles.planName}>
                  <QrCode size={16} aria-hidden="true" />
                  {messages.paidWithPixUntil(formatDate(pixUntil))}
                </span>
              </dd>
            </div>
          ) : (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>
                {subscription?.cancel_at_period_end ? messages.endsOn : messages.renewsOn}
              </dt>
              <dd className={styles.factValue}>{endDate}</dd>
            </div>
          )}
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{messages.seats}</dt>
            <dd className={styles.factValue}>{planSeats(type)}</dd>
          </div>
        </dl>

        {pixUntil ? (
          <p className={pixEndingSoon ? styles.noteWarning : styles.noteInfo}>
            <CalendarClock size={16} aria-hidden="true" className={styles.noteIcon} />
            {pixEndingSoon
              ? messages.pixEndingSoon(Math.max(1, pixBadge.daysLeft), formatDate(pixUntil))
              : messages.pixLapseNote(formatDate(pixUntil))}
          </p>
        ) : null}

        {subscription?.cancel_at_period_end && !pixUntil ? (
          <p className={styles.noteWarning}>
            <CalendarClock size={16} aria-hidden="true" className={styles.noteIcon} />
            {messages.cancelScheduled(endDate)}
          </p>
        ) : null}

        <div className={styles.actionsRow}>
          <a
            href={PRICING_PATH}
            target="_blank"
            rel="noopener noreferrer"
            className={button({ variant: 'primary' })}
          >
            {type === 'freemium' ? messages.upgradePlan : messages.changePlan}
            <ArrowUpRight size={16} aria-hidden="true" />
            <span className={visuallyHidden}> {messages.opensInNewTab}</span>
          </a>
          {pixUntil && (type === 'professional' || type === 'enterprise') ? (
            <PlanPixPayment plan={type} renewal now={now} />
          ) : null}
          {paid && !pixUntil && subscription?.cancel_at_period_end ? (
            <Button
              variant="secondary"
              loading={change.isPending}
              leadingIcon={<RotateCcw size={16} aria-hidden="true" />}
              onClick={reactivate}
            >
              {messages.reactivate}
            </Button>
          ) : null}
          {paid && !pixUntil && !subscription?.cancel_at_period_end ? (
            <ConfirmDialog
              tone="danger"
              title={messages.cancelConfirmTitle}
              description={messages.cancelConfirmDescription(endDate)}
              confirmLabel={messages.cancelConfirm}
              cancelLabel={messages.keepSubscription}
              onConfirm={runCancel}
              trigger={<Button variant="secondary">{messages.cancelSubscription}</Button>}
            />
          ) : null}
        </div>
      </CardContent>
    </CardRoot>
  );
}
