import type { ChatClarification } from '@sppock/sdk/chat';
import { Check } from 'lucide-react';
import { Button } from '../primitives/Button/Button';
import { AgentIcon } from './AgentIcon';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

export type ClarificationChoice = ChatClarification['choices'][number];

export interface ClarificationChoicesProps {
  /** The Commander's question back: its two choices and, once made, the choice. */
  clarification: ChatClarification;
  /** A choice was tapped: the original request goes to that agent. */
  onChoose: (choice: ClarificationChoice) => void;
  /** No choice can be made now (an answer on its way, or the conversation went on). @default false */
  disabled?: boolean;
  /** An agent's display name, said under each choice. */
  agentName: (agent: string) => string;
}

/**
 * The two one-tap answers to the Commander's question back (issue 26): real buttons in a labelled
 * fieldset (a group), each naming the request and the agent that would answer it. Once chosen, the choice stays
 * pressed and the group is closed.
 */
export function ClarificationChoices({
  clarification,
  onChoose,
  disabled = false,
  agentName,
}: ClarificationChoicesProps) {
  const messages = useChatMessages();
  const chosen = clarification.chosen_agent;
  return (
    <fieldset className={styles.choices} aria-label={messages.clarificationChoices}>
      {clarification.choices.map((choice) => {
        const picked = chosen === choice.agent;
        return (
          <Button
            key={choice.agent}
            size="sm"
            variant={picked ? 'primary' : 'secondary'}
            className={styles.choice}
            leadingIcon={picked ? <Check size={14} aria-hidden /> : <AgentIcon agent={choice.agent} />}
            aria-pressed={picked}
            disabled={disabled || chosen !== null}
            onClick={() => onChoose(choice)}
          >
            {choice.label}
            <span className={styles.choiceAgent}>{messages.clarificationAgent(agentName(choice.agent))}</span>
          </Button>
        );
      })}
    </fieldset>
  );
}
