import { confidenceBand } from '@sppock/sdk';
import type { ChatOrchestration } from '@sppock/sdk/chat';
import { Shuffle } from 'lucide-react';
import { cx } from '../internal/cx';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { AgentIcon } from './AgentIcon';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

const ICON_COLOURS = { green: '#15803d', yellow: '#a16207', orange: '#c2410c' } as const;
const BADGE_TONES = { green: 'success', yellow: 'warning', orange: 'danger' } as const;

export interface OrchestrationCardProps {
  orchestration: ChatOrchestration;
  /** The agent's display name (the catalogue's). */
  agentName: string;
  /** Opens the choice of another agent; without it the button is not shown. */
  onAskAnother?: () => void;
  /** The button waits while an answer is on its way. */
  disabled?: boolean;
}

/**
 * The Commander's routing (spec 2 §2 "Orchestration indicator"): the agent's icon, the
 * description and the percent, coloured green at 80 or more, yellow at 60 or more, else orange,
 * with 'Alta/Média/Baixa confiança'; then why (the intent detected) and 'Perguntar a outro agente'.
 */
export function OrchestrationCard({
  orchestration,
  agentName,
  onAskAnother,
  disabled,
}: OrchestrationCardProps) {
  const messages = useChatMessages();
  const confidence = Math.round(orchestration.confidence ?? 0);
  const band = confidenceBand(confidence);
  return (
    <section
      aria-label={messages.orchestrationTitle}
      className={cx(styles.orchestration, styles.orchestrationTone[band.colour])}
      data-band={band.level}
    >
      <span className={styles.orchestrationIcon} style={{ backgroundColor: ICON_COLOURS[band.colour] }}>
        <AgentIcon agent={orchestration.agent_used ?? 'chatsppock'} />
      </span>
      <div className={styles.orchestrationHead}>
        <span>{agentName}</span>
        <Badge tone={BADGE_TONES[band.colour]}>
          {messages.confidence(confidence)} · {band.label}
        </Badge>
      </div>
      {orchestration.description ? (
        <p className={styles.orchestrationText}>{orchestration.description}</p>
      ) : null}
      {orchestration.intent_detected ? (
        <p className={styles.orchestrationWhy}>
          {messages.why}: {orchestration.intent_detected}
        </p>
      ) : null}
      {onAskAnother ? (
        <div className={styles.orchestrationActions}>
          <Button
            size="sm"
            variant="ghost"
            leadingIcon={<Shuffle size={14} />}
            onClick={onAskAnother}
            disabled={disabled}
          >
            {messages.askAnotherAgent}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
