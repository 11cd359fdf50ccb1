import type { AgentMetadata, PlanType } from '@sppock/sdk';
import { Briefcase, FileSearch, Globe, Megaphone, MessagesSquare, Target } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { AgentCategoryDialog } from './AgentCategoryDialog';
import type { TeamAgentEntry } from './AgentList';
import { ChatHelpDialog } from './ChatHelpDialog';
import * as styles from './chat.css';
import { activeAgents } from './chatAgents';
import type { ChatMessages } from './messages';
import { useChatMessages } from './useChatMessages';

type Chip =
  | {
      kind: 'help';
      label: keyof ChatMessages;
      icon: ReactNode;
      title: keyof ChatMessages;
      text: keyof ChatMessages;
      examples: keyof ChatMessages;
    }
  | { kind: 'category'; label: keyof ChatMessages; icon: ReactNode; category: AgentMetadata['category'] };

const CHIPS: readonly Chip[] = [
  {
    kind: 'help',
    label: 'chipChat',
    icon: <MessagesSquare size={16} />,
    title: 'helpChatTitle',
    text: 'helpChatText',
    examples: 'helpChatExamples',
  },
  {
    kind: 'help',
    label: 'chipFiles',
    icon: <FileSearch size={16} />,
    title: 'helpFilesTitle',
    text: 'helpFilesText',
    examples: 'helpFilesExamples',
  },
  {
    kind: 'help',
    label: 'chipWeb',
    icon: <Globe size={16} />,
    title: 'helpWebTitle',
    text: 'helpWebText',
    examples: 'helpWebExamples',
  },
  { kind: 'category', label: 'chipPlanning', icon: <Target size={16} />, category: 'Administração' },
  { kind: 'category', label: 'chipMarketing', icon: <Megaphone size={16} />, category: 'Marketing' },
  { kind: 'category', label: 'chipSales', icon: <Briefcase size={16} />, category: 'Vendas' },
];

export interface ChatEmptyStateProps {
  /** The agent catalogue (the category modals list its active agents). */
  agents?: readonly AgentMetadata[] | undefined;
  /** The team's custom agents (Enterprise): the category modals list them too. @default [] */
  teamAgents?: ReadonlyArray<TeamAgentEntry & { category: AgentMetadata['category'] }>;
  plan?: PlanType | undefined;
  /** A help example was clicked: fill the input with it. */
  onExample: (example: string) => void;
  /** The title. @default 'Commander' */
  title?: string;
  /** The intro sentence. @default the Commander's */
  intro?: string;
  /** The six chips (the Commander's). @default true */
  chips?: boolean;
}

/**
 * The Commander before the first message (spec 2 §2 "Empty state"): the title, an intro
 * sentence and six chips (hidden on small screens) — three open help with prompt examples,
 * three list the active agents of Administração, Marketing and Vendas.
 */
export function ChatEmptyState({
  agents,
  teamAgents = [],
  plan,
  onExample,
  title,
  intro,
  chips = true,
}: ChatEmptyStateProps) {
  const messages = useChatMessages();
  const [open, setOpen] = useState<Chip | null>(null);
  const text = (key: keyof ChatMessages) => messages[key] as string;
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{title ?? messages.title}</h2>
      <p className={styles.emptyIntro}>{intro ?? messages.intro}</p>
      {chips ? (
        <ul className={styles.chips} aria-label={messages.chipsLabel}>
          {CHIPS.map((chip) => (
            <li key={chip.label}>
              <Button variant="secondary" size="sm" leadingIcon={chip.icon} onClick={() => setOpen(chip)}>
                {text(chip.label)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {open?.kind === 'help' ? (
        <ChatHelpDialog
          open
          onOpenChange={(next) => (next ? undefined : setOpen(null))}
          title={text(open.title)}
          text={text(open.text)}
          examples={messages[open.examples] as readonly string[]}
          onExample={onExample}
        />
      ) : null}
      {open?.kind === 'category' ? (
        <AgentCategoryDialog
          open
          onOpenChange={(next) => (next ? undefined : setOpen(null))}
          title={text(open.label)}
          agents={activeAgents(agents).filter((agent) => agent.category === open.category)}
          teamAgents={teamAgents.filter((agent) => agent.category === open.category)}
          plan={plan}
        />
      ) : null}
    </div>
  );
}
