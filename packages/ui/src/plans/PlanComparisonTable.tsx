import { abbreviateTokens, formatBRL, formatNumber, type PlanType, type SubscriptionPlan } from '@sppock/sdk';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRoot,
  TableRow,
} from '../primitives/Table/Table';
import * as styles from './PlanComparisonTable.css';
import { usePlansMessages } from './usePlansMessages';

export interface PlanComparisonTableProps {
  plans: readonly SubscriptionPlan[];
  /** The user's plan, highlighted. */
  current?: PlanType | null;
}

/**
 * The plans side by side (spec 1 §8 "Plans page"): tokens per month, conversations per month,
 * devices, AI model, search tool and monthly price.
 */
export function PlanComparisonTable({ plans, current = null }: PlanComparisonTableProps) {
  const messages = usePlansMessages();
  const rows: ReadonlyArray<[string, (plan: SubscriptionPlan) => ReactNode]> = [
    [messages.rowTokens, (plan) => abbreviateTokens(plan.features.base_tokens)],
    [
      messages.rowConversations,
      (plan) =>
        plan.features.max_conversations === null
          ? messages.unlimited
          : formatNumber(plan.features.max_conversations),
    ],
    [messages.rowDevices, (plan) => formatNumber(plan.features.max_devices)],
    [messages.rowModel, (plan) => plan.features.llm_provider],
    [
      messages.rowSearch,
      (plan) =>
        plan.features.search_tool ? (
          <span className={styles.yes}>
            <Check size={16} aria-hidden="true" className={styles.yesIcon} />
            {messages.yes}
          </span>
        ) : (
          <span className={styles.no}>
            <X size={16} aria-hidden="true" />
            {messages.no}
          </span>
        ),
    ],
    [
      messages.rowPrice,
      (plan) =>
        plan.pricing.monthly <= 0 ? messages.free : `${formatBRL(plan.pricing.monthly)}${messages.perMonth}`,
    ],
  ];
  return (
    <TableRoot>
      <TableCaption>{messages.comparisonCaption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{messages.feature}</TableHeaderCell>
          {plans.map((plan) => (
            <TableHeaderCell key={plan.type} className={plan.type === current ? styles.current : undefined}>
              {plan.name}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(([label, cell]) => (
          <TableRow key={label}>
            <TableHeaderCell scope="row" className={styles.rowHeader}>
              {label}
            </TableHeaderCell>
            {plans.map((plan) => (
              <TableCell key={plan.type} className={plan.type === current ? styles.current : undefined}>
                {cell(plan)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </TableRoot>
  );
}
