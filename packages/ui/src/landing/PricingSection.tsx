import { formatBRL, REGISTER_PATH } from '@sppock/sdk';
import { CalendarClock, Check, Info, RotateCcw, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../internal/cx';
import { AppLink } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { button } from '../primitives/Button/Button.css';
import { IconButton } from '../primitives/IconButton/IconButton';
import {
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverRoot,
  PopoverTitle,
  PopoverTrigger,
} from '../primitives/Popover/Popover';
import * as section from './landingSection.css';
import type { LandingPlan } from './messages';
import * as styles from './PricingSection.css';
import { useLandingMessages } from './useLandingMessages';

/** Plan cards show only the first features (spec 1 §2). */
export const PLAN_FEATURES_SHOWN = 4;

/** The monthly prices, from the server's public plan list (`usePlans`). */
export type PlanPrices =
  | { state: 'loading' }
  | { state: 'unavailable'; onRetry?: () => void; retrying?: boolean }
  | { state: 'ready'; monthly: Readonly<Partial<Record<LandingPlan['id'], number>>> };

export interface PricingSectionProps {
  /** The plan cards' copy. @default the three plans of the landing's messages */
  plans?: ReadonlyArray<LandingPlan>;
  /** The prices: the server owns them, so the cards never show a price of their own. */
  prices: PlanPrices;
  /** The Enterprise card's 'Agendar Demo Enterprise' (the others go to /register). */
  onRequestDemo?: () => void;
}

function PlanPolicy({ plan }: { plan: LandingPlan }) {
  const messages = useLandingMessages();
  return (
    <PopoverRoot placement="bottom-end">
      <PopoverTrigger asChild>
        <IconButton size="sm" label={messages.planDetails(plan.name)} icon={<Info size={18} />} />
      </PopoverTrigger>
      <PopoverContent className={styles.policy}>
        <PopoverTitle>{messages.planPolicyTitle(plan.name)}</PopoverTitle>
        <PopoverDescription className={cx(styles.policyList)}>
          <span className={styles.policyItem}>
            <RotateCcw size={16} className={styles.policyIcon} aria-hidden="true" />
            {messages.planRefundPolicy}
          </span>
          <span className={styles.policyItem}>
            <CalendarClock size={16} className={styles.policyIcon} aria-hidden="true" />
            {messages.planRenewalPolicy}
          </span>
        </PopoverDescription>
        <div className={styles.policyActions}>
          <PopoverClose asChild>
            <Button size="sm" variant="secondary">
              {messages.planPolicyClose}
            </Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </PopoverRoot>
  );
}

/** A card's price: the server's, else what is known about it. */
function PlanPrice({ plan, prices }: { plan: LandingPlan; prices: PlanPrices }) {
  const messages = useLandingMessages();
  const monthly = prices.state === 'ready' ? prices.monthly[plan.id] : undefined;
  if (monthly === undefined) {
    return (
      <p className={styles.price}>
        <span className={styles.pricePending}>
          {prices.state === 'loading' ? messages.priceLoading : messages.priceUnavailable}
        </span>
      </p>
    );
  }
  return (
    <p className={styles.price}>
      <span className={styles.amount}>{formatBRL(monthly)}</span>
      <span className={styles.period}>{plan.period}</span>
    </p>
  );
}

/**
 * The landing's pricing (`id="pricing"`, spec 1 §2): three plan cards with name, price, period,
 * description, the first 4 features and the button; the popular plan is marked 'Mais Popular';
 * a 'Saiba mais' icon opens the refund and renewal policy. Prices come from the server; while
 * they load or when they cannot, the cards say so (and offer to try again).
 */
export function PricingSection({ plans: plansProp, prices, onRequestDemo }: PricingSectionProps) {
  const messages = useLandingMessages();
  const plans = plansProp ?? messages.plans;
  const baseId = useId();
  return (
    <section id="pricing" className={section.section} aria-labelledby={`${baseId}-title`}>
      <div className={section.container}>
        <div className={section.heading}>
          <p className={section.eyebrow}>{messages.pricingEyebrow}</p>
          <h2 id={`${baseId}-title`} className={section.title}>
            {messages.pricingTitle}
          </h2>
          <p className={section.lead}>{messages.pricingSubtitle}</p>
        </div>
        {prices.state === 'unavailable' ? (
          <div className={styles.pricesError}>
            <p className={styles.pricesErrorText} role="alert">
              {messages.pricesLoadError}
            </p>
            {prices.onRetry ? (
              <Button size="sm" variant="secondary" loading={prices.retrying} onClick={prices.onRetry}>
                {messages.pricesRetry}
              </Button>
            ) : null}
          </div>
        ) : null}
        <ul className={styles.grid} aria-busy={prices.state === 'loading' || undefined}>
          {plans.map((plan) => {
            const buttonClass = button({
              variant: plan.popular ? 'primary' : 'secondary',
              size: 'lg',
              fullWidth: true,
            });
            return (
              <li
                key={plan.id}
                className={styles.card}
                data-popular={plan.popular ? '' : undefined}
                data-plan={plan.id}
              >
                {plan.popular ? (
                  <span className={styles.popularBadge}>
                    <Sparkles size={14} aria-hidden="true" />
                    {messages.popularBadge}
                  </span>
                ) : null}
                <div className={styles.cardHeader}>
                  <div>
                    <h3 className={styles.name}>{plan.name}</h3>
                    <p className={styles.description}>{plan.description}</p>
                  </div>
                  <PlanPolicy plan={plan} />
                </div>
                <PlanPrice plan={plan} prices={prices} />
                <ul className={styles.features} aria-label={messages.planFeaturesLabel(plan.name)}>
                  {plan.features.slice(0, PLAN_FEATURES_SHOWN).map((feature) => (
                    <li key={feature} className={styles.feature}>
                      <span className={styles.check} aria-hidden="true">
                        <Check size={13} strokeWidth={3} />
                      </span>
                      {feature}
                    </li>
                  ))}
                </ul>
                {plan.id === 'enterprise' && onRequestDemo ? (
                  <Button variant="secondary" size="lg" fullWidth onClick={onRequestDemo}>
                    {plan.buttonText}
                  </Button>
                ) : (
                  <AppLink href={REGISTER_PATH} className={buttonClass}>
                    {plan.buttonText}
                  </AppLink>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
