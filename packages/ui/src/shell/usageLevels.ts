import { type AgentUsage, usageBarColour } from '@sppock/sdk';
import type { ProgressLevel } from '../primitives/ProgressBar/ProgressBar';

/** The ProgressBar level that paints the SDK's bar colour (spec 1 §9 "Token/Conversation bar colours"). */
function levelOf(colour: ReturnType<typeof usageBarColour>, unlimited: boolean): ProgressLevel {
  switch (colour) {
    case 'red':
      return 'danger';
    case 'yellow':
      return 'warning';
    case 'green':
      return unlimited ? 'unlimited' : 'normal';
    case 'violet':
      return 'normal';
    default:
      return colour satisfies never;
  }
}

/** A usage bar's percentage, level and whether it is unlimited. */
export interface UsageBarState {
  percent: number;
  level: ProgressLevel;
  unlimited: boolean;
}

/** The token bar: `usage_percent` against the base limit; green when the plan is unlimited. */
export function tokenBar(data: AgentUsage): UsageBarState {
  const unlimited = data.usage.unlimited;
  const percent = data.usage.usage_percent;
  return { percent, unlimited, level: levelOf(usageBarColour('tokens', percent, { unlimited }), unlimited) };
}

/** The conversation bar: conversations of the cycle against the plan's limit (none: unlimited). */
export function conversationBar(data: AgentUsage): UsageBarState {
  const limit = data.limits.max_conversations;
  const unlimited = data.usage.unlimited || limit === null || limit <= 0;
  const percent = unlimited || limit === null ? 0 : (data.usage.conversations_this_month / limit) * 100;
  return {
    percent,
    unlimited,
    level: levelOf(usageBarColour('conversations', percent, { unlimited }), unlimited),
  };
}
