import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './FormAlert.css';

export interface FormAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** `error` is announced at once (`role="alert"`); the others politely (`role="status"`). @default 'error' */
  tone?: 'error' | 'success' | 'info';
  /** A bold first line. */
  title?: ReactNode;
  /** The message. A string with line breaks shows one paragraph per line (a server suggestion). */
  children?: ReactNode;
}

/** A message about a whole form: a server error, a confirmation. */
export function FormAlert({ tone = 'error', title, children, className, ...props }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : tone === 'success' ? CircleCheck : Info;
  const lines = typeof children === 'string' ? children.split('\n') : null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.alert({ tone }), className)}
      data-tone={tone}
      {...props}
    >
      <span className={styles.icon({ tone })} aria-hidden="true">
        <Icon size={18} />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {lines
          ? lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one message never reorder.
              <p key={index} className={styles.line}>
                {line}
              </p>
            ))
          : children}
      </div>
    </div>
  );
}
