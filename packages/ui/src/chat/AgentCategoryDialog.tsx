import type { AgentMetadata, PlanType } from '@sppock/sdk';
import { Button } from '../primitives/Button/Button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../primitives/Dialog/Dialog';
import { AgentList, type TeamAgentEntry } from './AgentList';
import { useChatMessages } from './useChatMessages';

export interface AgentCategoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chip's title, e.g. 'Planejamento e estratégia'. */
  title: string;
  /** The active agents of the category (Administração, Marketing or Vendas). */
  agents: readonly AgentMetadata[];
  /** The team's custom agents of the category (Enterprise). @default [] */
  teamAgents?: readonly TeamAgentEntry[];
  plan?: PlanType | undefined;
}

/**
 * The modal of a category chip (spec 2 §2 "Empty state"): the active agents of the category, or
 * 'Nenhum agente disponível nesta categoria', and 'Entendi'.
 */
export function AgentCategoryDialog({
  open,
  onOpenChange,
  title,
  agents,
  teamAgents,
  plan,
}: AgentCategoryDialogProps) {
  const messages = useChatMessages();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{messages.categoryDescription}</DialogDescription>
        </DialogHeader>
        <AgentList agents={agents} teamAgents={teamAgents} plan={plan} />
        <DialogFooter>
          <DialogClose asChild>
            <Button>{messages.gotIt}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
