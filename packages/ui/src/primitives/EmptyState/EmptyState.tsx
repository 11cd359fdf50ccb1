import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** An icon, e.g. `<Inbox size={22} />`. */
  icon?: ReactNode;
  /** The main line: 'Nenhuma conversa ainda'. */
  title: ReactNode;
  /** The second line: 'Crie uma nova conversa para começar'. */
  description?: ReactNode;
  /** A call to action (usually a `Button`). */
  action?: ReactNode;
  /** Heading level of the title in the page outline. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** What a list or page shows when there is nothing in it yet. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = 'h3',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)} {...props}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
