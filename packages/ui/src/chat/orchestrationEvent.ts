// The page-wide event the chat dispatches when it announces the agent of an answer (spec 2 §4):
// first the client-side guess, then the server's decision, which also shows as a toast.
import type { ChatOrchestration } from '@sppock/sdk/chat';
import { useEffect, useRef } from 'react';
import { toast } from '../primitives/Toaster/toastStore';
import type { PendingAnswer } from './chatEntries';
import type { ChatMessages } from './messages';

/** The event the chat dispatches on `window` when it announces an agent (spec 2 §4 "page-wide event"). */
export const ORCHESTRATION_EVENT = 'sppock:orchestration';

export interface OrchestrationEventDetail {
  source: 'guess' | 'server';
  agent_used: string;
  confidence: number;
  confidenceRange: string;
  description?: string;
}

export function announceOrchestration(detail: OrchestrationEventDetail) {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<OrchestrationEventDetail>(ORCHESTRATION_EVENT, { detail }));
  }
}

/**
 * Announces the server's decision for the answer on its way, once: the page-wide event, and a
 * toast with the description and the percent (spec 2 §2).
 */
export function useServerDecisionAnnouncement(
  decision: ChatOrchestration | null,
  pending: PendingAnswer | null,
  agent: string,
  messages: ChatMessages,
): void {
  const announced = useRef<ChatOrchestration | null>(null);
  useEffect(() => {
    if (!decision || !pending || announced.current === decision) {
      return;
    }
    announced.current = decision;
    announceOrchestration({
      source: 'server',
      agent_used: decision.agent_used ?? agent,
      confidence: decision.confidence ?? 0,
      confidenceRange: decision.confidenceRange ?? '',
      ...(decision.description ? { description: decision.description } : {}),
    });
    if (decision.description && decision.confidence != null) {
      toast(messages.orchestrationToast(decision.description, Math.round(decision.confidence)));
    }
  }, [decision, pending, agent, messages]);
}
