import type { AgentMetadata, PlanType } from '@sppock/sdk';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../primitives/Dialog/Dialog';
import { AgentList } from './AgentList';
import { type AgentType, activeAgents, isFormAgent } from './chatAgents';
import { useChatMessages } from './useChatMessages';

export interface AgentPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  agents?: readonly AgentMetadata[] | undefined;
  plan?: PlanType | undefined;
  /** The agent that answered, left out of the choice. */
  exclude?: string | undefined;
  onSelect: (agent: AgentType) => void;
}

/**
 * 'Perguntar a outro agente': the active agents that answer a message (form agents need their
 * form and are left out); agents outside the plan show the plan that unlocks them.
 */
export function AgentPickerDialog({
  open,
  onOpenChange,
  agents,
  plan,
  exclude,
  onSelect,
}: AgentPickerDialogProps) {
  const messages = useChatMessages();
  const choices = activeAgents(agents).filter(
    (agent) => agent.agent_type !== exclude && !isFormAgent(agent.agent_type, agent),
  );
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{messages.chooseAgentTitle}</DialogTitle>
          <DialogDescription>{messages.chooseAgentDescription}</DialogDescription>
        </DialogHeader>
        <AgentList
          agents={choices}
          plan={plan}
          onSelect={(agent) => {
            onOpenChange(false);
            onSelect(agent);
          }}
        />
      </DialogContent>
    </DialogRoot>
  );
}
