import { ChartColumn, Lightbulb, PenLine, Sparkles, Target } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import { visuallyHidden } from '../internal/styles.css';
import * as styles from './CommanderDiagram.css';
import { useLandingMessages } from './useLandingMessages';

const AGENT_ICONS: ReadonlyArray<ReactNode> = [
  <Lightbulb key="brainstorm" size={18} />,
  <PenLine key="content" size={18} />,
  <ChartColumn key="analysis" size={18} />,
  <Target key="leads" size={18} />,
];

/** Where each connector ends, in the 400-unit-wide drawing: the centre of each of 4 columns. */
const COLUMN_CENTRES = [50, 150, 250, 350];

export interface CommanderDiagramProps extends HTMLAttributes<HTMLElement> {
  /** The agent the example request goes to (its index in the four labels). @default 0 */
  activeAgent?: number;
}

/**
 * The Commander section's diagram (spec 1 §2): a request reaches the Commander, which routes it to
 * one of four agents — Brainstorm, Conteúdo, Análise, Leads. The labels are text; the lines are
 * decoration; a caption says the same for screen readers.
 */
export function CommanderDiagram({ activeAgent = 0, className, ...props }: CommanderDiagramProps) {
  const messages = useLandingMessages();
  const captionId = `${useId()}-caption`;
  return (
    <figure className={cx(styles.figure, className)} aria-labelledby={captionId} {...props}>
      <figcaption id={captionId} className={visuallyHidden}>
        {messages.diagramTitle}. {messages.diagramDescription}
      </figcaption>
      <div className={styles.request}>
        <span className={styles.requestLabel}>{messages.diagramRequest}</span>
        <span className={styles.requestText}>{messages.diagramRequestExample}</span>
      </div>
      <span className={styles.stem} aria-hidden="true" />
      <div className={styles.commander}>
        <span className={styles.commanderName}>
          <Sparkles size={20} aria-hidden="true" />
          {messages.diagramCommander}
        </span>
        <span className={styles.commanderNote}>{messages.diagramCommanderNote}</span>
      </div>
      <svg
        className={styles.connectors}
        viewBox="0 0 400 56"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {COLUMN_CENTRES.map((x, index) => (
          <path
            key={x}
            d={`M200 0 C200 28 ${x} 28 ${x} 56`}
            vectorEffect="non-scaling-stroke"
            className={cx(styles.connector, index === activeAgent && styles.connectorActive)}
          />
        ))}
      </svg>
      <ul className={styles.agents}>
        {messages.diagramAgents.map((agent, index) => (
          <li key={agent} className={styles.agent} data-active={index === activeAgent ? '' : undefined}>
            <span className={styles.agentIcon} aria-hidden="true">
              {AGENT_ICONS[index]}
            </span>
            {agent}
          </li>
        ))}
      </ul>
    </figure>
  );
}
