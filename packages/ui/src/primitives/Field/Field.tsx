import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Field.css';

/** Props a control needs to be tied to its label, description and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

export interface FieldProps {
  /** The visible label. */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error text; marks the control invalid. */
  error?: ReactNode;
  /** Marks the field required (visually and for assistive technology). @default false */
  required?: boolean;
  /** An explicit id for the control. @default a generated id */
  id?: string;
  className?: string;
  /** Renders the control with the ids and ARIA links it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, description and error, linked for assistive technology. */
export function Field({ label, description, error, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)} data-invalid={error ? '' : undefined}>
      {label ? (
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {required ? (
            <span aria-hidden="true" className={styles.requiredMark}>
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={14} aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
