import { type ReactNode, useId } from 'react';
import * as styles from './SettingSwitch.css';

export interface SettingSwitchProps {
  /** What the setting is. */
  label: ReactNode;
  /** One line on what it does. */
  description?: ReactNode;
  /** On or off. */
  checked: boolean;
  /** Called with the new state. */
  onCheckedChange: (checked: boolean) => void;
  /** @default false */
  disabled?: boolean;
  /** The change is being saved. @default false */
  pending?: boolean;
}

/** One on/off preference saved as soon as it changes: a labelled `switch`. */
export function SettingSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled = false,
  pending = false,
}: SettingSwitchProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={pending || undefined}
        disabled={disabled}
        className={styles.track}
        data-state={checked ? 'checked' : 'unchecked'}
        onClick={() => {
          if (!pending) {
            onCheckedChange(!checked);
          }
        }}
      >
        <span className={styles.thumb} />
      </button>
    </div>
  );
}
