import { passwordChecklist } from '@sppock/sdk';
import { Check, Circle } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { visuallyHidden } from '../internal/styles.css';
import * as styles from './PasswordChecklist.css';
import { useFormsMessages } from './useFormsMessages';

export interface PasswordChecklistProps extends HTMLAttributes<HTMLDivElement> {
  /** The password being typed. */
  password: string;
}

/**
 * The live hint under a new password (spec 1 §5): at least 8 characters, an uppercase letter, a
 * lowercase letter, a digit. A hint only: it never blocks the form; the server decides.
 */
export function PasswordChecklist({ password, className, ...props }: PasswordChecklistProps) {
  const messages = useFormsMessages();
  const checks = passwordChecklist(password);
  return (
    <div className={cx(styles.root, className)} {...props}>
      <p className={styles.title}>{messages.passwordChecklistTitle}</p>
      <ul className={styles.list}>
        {checks.map((check) => (
          <li
            key={check.id}
            className={styles.item}
            data-met={check.met ? '' : undefined}
            data-check={check.id}
          >
            <span className={styles.icon} aria-hidden="true">
              {check.met ? <Check size={14} strokeWidth={3} /> : <Circle size={14} />}
            </span>
            <span>{check.label}</span>
            <span className={visuallyHidden}>
              {` (${check.met ? messages.passwordCheckMet : messages.passwordCheckUnmet})`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
