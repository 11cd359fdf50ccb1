import type { AgentMetadata, PlanType } from '@sppock/sdk';
import { Lock, Users } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { AgentIcon } from './AgentIcon';
import * as styles from './chat.css';
import { type AgentType, agentAllowed, customAgentPath, unlockingPlan } from './chatAgents';
import { useChatMessages } from './useChatMessages';

/** A team's custom agent as the lists show it (issue 21). */
export interface TeamAgentEntry {
  id: string;
  name: string;
  description: string;
}

export interface AgentListProps {
  agents: readonly AgentMetadata[];
  /** The team's custom agents (Enterprise), after the built-in ones, each a link to its chat. @default [] */
  teamAgents?: readonly TeamAgentEntry[];
  /** The user's plan: agents outside it show the plan that unlocks them, with a lock (spec 1 §6). */
  plan?: PlanType | undefined;
  /** Called with an agent of the plan; without it the list only informs. */
  onSelect?: (agent: AgentType) => void;
  /** Text when the list is empty. @default 'Nenhum agente disponível nesta categoria' */
  emptyText?: string;
}

/**
 * Agents with their colour, description and, outside the user's plan, the plan that unlocks
 * them with a lock icon. Choosing a locked agent says which plan unlocks it.
 */
export function AgentList({ agents, teamAgents = [], plan, onSelect, emptyText }: AgentListProps) {
  const messages = useChatMessages();
  const [locked, setLocked] = useState<AgentMetadata | null>(null);
  if (agents.length === 0 && teamAgents.length === 0) {
    return <p className={styles.muted}>{emptyText ?? messages.noAgentsInCategory}</p>;
  }
  return (
    <>
      <ul className={styles.agentList}>
        {agents.map((agent) => {
          const allowed = agentAllowed(agent, plan);
          const content = (
            <>
              <span
                className={styles.agentDot}
                style={{
                  backgroundImage: agent.gradient
                    ? `linear-gradient(135deg, ${agent.gradient.from}, ${agent.gradient.to})`
                    : undefined,
                }}
              >
                <AgentIcon agent={agent.agent_type} size={14} />
              </span>
              <span>
                <span className={styles.agentName}>{agent.name}</span>
                <span className={styles.agentDescription}>{agent.description}</span>
              </span>
              {allowed ? null : (
                <Badge tone="warning" icon={<Lock size={12} aria-hidden />}>
                  {messages.lockedPlan(unlockingPlan(agent))}
                </Badge>
              )}
            </>
          );
          const interactive = Boolean(onSelect) || !allowed;
          return (
            <li key={agent.agent_type}>
              {interactive ? (
                <button
                  type="button"
                  className={styles.agentItem}
                  onClick={() => (allowed ? onSelect?.(agent.agent_type) : setLocked(agent))}
                >
                  {content}
                </button>
              ) : (
                <div className={styles.agentItem}>{content}</div>
              )}
            </li>
          );
        })}
        {teamAgents.map((agent) => (
          <li key={agent.id}>
            <AppLink href={customAgentPath(agent.id)} className={styles.agentItem}>
              <span className={styles.agentDot}>
                <Users size={14} aria-hidden="true" />
              </span>
              <span>
                <span className={styles.agentName}>{agent.name}</span>
                <span className={styles.agentDescription}>{agent.description}</span>
              </span>
              <Badge tone="info">{messages.teamAgent}</Badge>
            </AppLink>
          </li>
        ))}
      </ul>
      {locked ? (
        <p className={styles.unlockNote} role="status">
          {messages.unlocksWith(locked.name, unlockingPlan(locked))}
        </p>
      ) : (
        <span role="status" />
      )}
    </>
  );
}
