import { CircleAlert, RotateCw } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { Button } from '../primitives/Button/Button';
import * as styles from './LoadError.css';
import { useShellMessages } from './useShellMessages';

export interface LoadErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What failed, in the spec's words: 'Erro ao carregar dados de uso'. */
  title: string;
  /** The error's own text (the server's message); hidden when it repeats the title. */
  message?: string | null;
  /** Shows 'Tentar novamente'. */
  onRetry?: () => void;
  /** Whether the retry is running. @default false */
  retrying?: boolean;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/** A load failure: the spec's title, the server's message and a retry button. Announced as an alert. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  size,
  className,
  ...props
}: LoadErrorProps) {
  const messages = useShellMessages();
  return (
    <div role="alert" className={cx(styles.root({ size }), className)} {...props}>
      <CircleAlert size={size === 'sm' ? 16 : 20} className={styles.icon} aria-hidden="true" />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {message && message !== title ? <p className={styles.message}>{message}</p> : null}
        {onRetry ? (
          <div className={styles.action}>
            <Button
              variant="secondary"
              size="sm"
              leadingIcon={<RotateCw size={14} aria-hidden="true" />}
              loading={retrying}
              onClick={onRetry}
            >
              {messages.retry}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
