import { type AgentUsage, abbreviateTokens, formatNumber } from '@sppock/sdk';
import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { ProgressBar } from '../primitives/ProgressBar/ProgressBar';
import * as styles from './UsageMeters.css';
import { conversationBar, tokenBar } from './usageLevels';
import { useShellMessages } from './useShellMessages';

export interface UsageMetersProps extends HTMLAttributes<HTMLDivElement> {
  /** The usage endpoint's answer for the current cycle. */
  usage: AgentUsage;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The token and conversation bars with the spec's colours: tokens violet, yellow from 80 %, red
 * from 100 % (green when unlimited); conversations green, yellow from 70 %, red from 90 %.
 */
export function UsageMeters({ usage, size, className, ...props }: UsageMetersProps) {
  const messages = useShellMessages();
  const tokens = tokenBar(usage);
  const conversations = conversationBar(usage);
  const used = usage.usage.tokens_used_this_month;
  const tokenText = tokens.unlimited
    ? `${abbreviateTokens(used)} · ${messages.unlimited}`
    : `${messages.usageOf(abbreviateTokens(used), abbreviateTokens(usage.limits.max_tokens))} (${formatNumber(tokens.percent, { maximumFractionDigits: 1 })}%)`;
  const conversationCount = usage.usage.conversations_this_month;
  const conversationText = conversations.unlimited
    ? `${formatNumber(conversationCount)} · ${messages.unlimited}`
    : messages.usageOf(formatNumber(conversationCount), formatNumber(usage.limits.max_conversations ?? 0));
  return (
    <div className={cx(styles.root, className)} {...props}>
      <ProgressBar
        label={messages.tokens}
        value={tokens.percent}
        level={tokens.level}
        tone="tokens"
        valueText={tokenText}
        size={size}
      />
      <ProgressBar
        label={messages.conversations}
        value={conversations.percent}
        level={conversations.level}
        tone="conversations"
        valueText={conversationText}
        size={size}
      />
    </div>
  );
}
