import { abbreviateTokens, formatBRL, formatNumber, planBadge, type SubscriptionPlan } from '@sppock/sdk';
import { Check, X } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import * as styles from './PlanCard.css';
import { usePlansMessages } from './usePlansMessages';

const BADGE_TONE = { freemium: 'neutral', professional: 'accent', enterprise: 'info' } as const;

/** What the card's button does for this plan. */
export type PlanAction = 'current' | 'downgrade' | 'upgrade' | 'start';

export interface PlanCardProps {
  plan: SubscriptionPlan;
  /** What the button offers: 'Plano Atual' (disabled), 'Fazer Downgrade', 'Fazer Upgrade' or, for visitors, 'Começar Gratuitamente'. */
  action: PlanAction;
  /** This plan's change is running: 'Processando...'. @default false */
  processing?: boolean;
  /** Another change is running: the button waits. @default false */
  disabled?: boolean;
  /** Highlighted by the call to action. @default false */
  selected?: boolean;
  onSelect: () => void;
  /** The card's button (the call to action focuses it). */
  buttonRef?: Ref<HTMLButtonElement>;
  /** Another way to pay, under the button: the plan's 'Pagar com Pix' (issue 31 §2). @default none */
  pixAction?: ReactNode;
}

/**
 * One plan of /pricing (spec 1 §8 "Plans page"): its badge ('Gratuito', 'Popular', 'Enterprise'),
 * 'PLANO ATUAL' on the current one, the price ('Gratuito' or 'R$ 39,90' + '/mês'), the limits
 * with tokens abbreviated (K/M) and the button.
 */
export function PlanCard({
  plan,
  action,
  processing = false,
  disabled = false,
  selected = false,
  onSelect,
  buttonRef,
  pixAction,
}: PlanCardProps) {
  const messages = usePlansMessages();
  const titleId = useId();
  const features = plan.features;
  const free = plan.pricing.monthly <= 0;
  const label = processing
    ? messages.processing
    : {
        current: messages.currentButton,
        downgrade: messages.downgrade,
        upgrade: messages.upgrade,
        start: messages.ctaFree,
      }[action];
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-plan={plan.type}
      data-popular={plan.popular ? '' : undefined}
      data-current={action === 'current' ? '' : undefined}
      data-selected={selected ? '' : undefined}
    >
      <div className={styles.badges}>
        <Badge tone={BADGE_TONE[plan.type]} size="md">
          {planBadge(plan.type)}
        </Badge>
        {action === 'current' ? (
          <Badge tone="success" size="md">
            {messages.currentBadge}
          </Badge>
        ) : null}
      </div>
      <div>
        <h3 id={titleId} className={styles.name}>
          {plan.name}
        </h3>
        <p className={styles.description}>{plan.description}</p>
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{free ? messages.free : formatBRL(plan.pricing.monthly)}</span>
        {free ? null : <span className={styles.period}>{messages.perMonth}</span>}
      </p>
      <ul className={styles.features}>
        <li className={styles.feature}>
          <Check size={16} className={styles.featureIcon} aria-hidden="true" />
          {messages.tokensPerMonth(abbreviateTokens(features.base_tokens))}
        </li>
        <li className={styles.feature}>
          <Check size={16} className={styles.featureIcon} aria-hidden="true" />
          {features.max_conversations === null
            ? messages.unlimitedConversations
            : messages.conversationsPerMonth(formatNumber(features.max_conversations))}
        </li>
        <li className={styles.feature}>
          <Check size={16} className={styles.featureIcon} aria-hidden="true" />
          {messages.devices(features.max_devices)}
        </li>
        <li className={styles.feature}>
          <Check size={16} className={styles.featureIcon} aria-hidden="true" />
          {messages.model(features.llm_provider)}
        </li>
        <li className={`${styles.feature} ${features.search_tool ? '' : styles.featureMissing}`}>
          {features.search_tool ? (
            <Check size={16} className={styles.featureIcon} aria-hidden="true" />
          ) : (
            <X size={16} className={styles.featureIconMissing} aria-hidden="true" />
          )}
          {features.search_tool ? messages.searchIncluded : messages.searchMissing}
        </li>
      </ul>
      <Button
        ref={buttonRef}
        fullWidth
        size="lg"
        variant={action === 'upgrade' ? 'primary' : 'secondary'}
        disabled={action === 'current' || disabled}
        loading={processing}
        onClick={onSelect}
      >
        {label}
      </Button>
      {pixAction}
    </article>
  );
}
