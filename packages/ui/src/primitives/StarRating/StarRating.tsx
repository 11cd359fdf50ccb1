import { Star } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/styles.css';
import { useControllableState } from '../../internal/useControllableState';
import { usePrimitivesMessages } from '../usePrimitivesMessages';
import * as styles from './StarRating.css';

export interface StarRatingProps {
  /** The group's label. @default 'Avaliação' */
  label?: ReactNode;
  /** Number of stars. @default 5 */
  max?: number;
  /** Chosen stars (controlled); 0 means none. */
  value?: number;
  /** Initial value when uncontrolled. @default 0 */
  defaultValue?: number;
  /** Called with the chosen number of stars. */
  onValueChange?: (value: number) => void;
  /** Show the value without letting it change. @default false */
  readOnly?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Form field name of the radio inputs. @default a generated name */
  name?: string;
  /** Star size in px. @default 22 */
  size?: number;
  className?: string;
}

/**
 * Choose 1 to `max` stars. Each star is a radio button, so arrow keys move the choice; read-only
 * mode renders an image labelled "N de 5 estrelas".
 */
export function StarRating({
  label,
  max = 5,
  value: valueProp,
  defaultValue = 0,
  onValueChange,
  readOnly = false,
  disabled = false,
  name,
  size = 22,
  className,
}: StarRatingProps) {
  const messages = usePrimitivesMessages();
  const generated = useId();
  const groupName = name ?? `${generated}-rating`;
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const [hovered, setHovered] = useState<number | null>(null);
  const values = Array.from({ length: max }, (_, index) => index + 1);

  if (readOnly) {
    return (
      <span
        role="img"
        aria-label={messages.ratingValue(value, max)}
        className={cx(styles.readOnly, className)}
      >
        {values.map((star) => (
          <span key={star} className={styles.readOnlyStar} data-state={star <= value ? 'on' : 'off'}>
            <Star size={size} fill={star <= value ? 'currentColor' : 'none'} aria-hidden="true" />
          </span>
        ))}
      </span>
    );
  }

  return (
    <fieldset
      className={cx(styles.root, className)}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
    >
      <legend className={styles.legend}>{label ?? messages.ratingGroup}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios carry every action. */}
      <span className={styles.stars} onMouseLeave={() => setHovered(null)}>
        {values.map((star) => {
          const inputId = `${groupName}-${star}`;
          const lit = hovered !== null ? star <= hovered : star <= value;
          const state = lit ? (hovered !== null && star > value ? 'preview' : 'on') : 'off';
          return (
            <span key={star}>
              <input
                id={inputId}
                className={styles.input}
                type="radio"
                name={groupName}
                value={star}
                checked={value === star}
                onChange={() => setValue(star)}
              />
              <label
                htmlFor={inputId}
                className={styles.star}
                data-state={state}
                data-disabled={disabled ? '' : undefined}
                onMouseEnter={() => !disabled && setHovered(star)}
              >
                <Star size={size} fill={lit ? 'currentColor' : 'none'} aria-hidden="true" />
                <span className={visuallyHidden}>{messages.ratingStar(star)}</span>
              </label>
            </span>
          );
        })}
      </span>
    </fieldset>
  );
}
