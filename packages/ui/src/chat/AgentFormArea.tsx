import type { AgentMetadata } from '@sppock/sdk';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '../primitives/Button/Button';
import { AgentForm, type AgentFormProps } from './AgentForm';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

export interface AgentFormAreaProps {
  /** The form agent, from the catalogue; its form shows once the catalogue has it. */
  agent: AgentMetadata | undefined;
  /** The form is shown (it closes after an answer, to give the answer the room). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An answer is on its way. */
  disabled: boolean;
  onSubmit: AgentFormProps['onSubmit'];
}

/**
 * Where a form agent takes its request, in place of the input bar (spec 2 §4): the notice, the
 * toggle that shows or hides the form, and the agent's form.
 */
export function AgentFormArea({ agent, open, onOpenChange, disabled, onSubmit }: AgentFormAreaProps) {
  const messages = useChatMessages();
  return (
    <div className={styles.formsArea}>
      <p className={styles.formNotice}>
        <span>{messages.formAgentNotice}</span>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          trailingIcon={open ? <ChevronDown size={14} /> : <ChevronUp size={14} />}
          onClick={() => onOpenChange(!open)}
        >
          {open ? messages.formToggleClose : messages.formToggleOpen}
        </Button>
      </p>
      {open && agent?.form ? <AgentForm agent={agent} disabled={disabled} onSubmit={onSubmit} /> : null}
    </div>
  );
}
