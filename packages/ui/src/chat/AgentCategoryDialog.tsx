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
import { AgentList } from './AgentList';
import { useChatMessages } from './useChatMessages';

export interface AgentCategoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chip's title, e.g. 'Planejamento e estratégia'. */
  title: string;
  /** The active agents of the category (Administração, Marketing or Vendas). */
  agents: readonly AgentMetadata[];
  plan?: PlanType | undefined;
}

/**
 * The modal of a category chip (spec 2 §2 "Empty state"): the active agents of the category, or
 * 'Nenhum agente disponível nesta categoria', and 'Entendi'.
 */
export function AgentCategoryDialog({ open, onOpenChange, title, agents, plan }: AgentCategoryDialogProps) {
  const messages = useChatMessages();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{messages.categoryDescription}</DialogDescription>
        </DialogHeader>
        <AgentList agents={agents} plan={plan} />
        <DialogFooter>
          <DialogClose asChild>
            <Button>{messages.gotIt}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
