import { useId } from 'react';
import { cx } from '../internal/cx';
import * as styles from './LikertScale.css';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export interface LikertScaleProps {
  /** The statement being rated. */
  question: string;
  /** 1 to 5, or undefined while unanswered. */
  value: number | undefined;
  onValueChange: (value: number) => void;
  /** The radio group's name. */
  name: string;
  /** A number shown before the statement ('12.'). */
  number?: number;
}

/**
 * A 1–5 agreement scale drawn as a slider with clickable dots (spec 3 §2 "MBTI page"): native
 * radios, so arrow keys move along the scale and a screen reader names each point. Unanswered
 * shows no dot selected.
 */
export function LikertScale({ question, value, onValueChange, name, number }: LikertScaleProps) {
  const messages = useAssessmentsMessages();
  const legendId = useId();
  return (
    <fieldset className={styles.root} data-answered={value !== undefined || undefined}>
      <legend id={legendId} className={styles.legend}>
        {number !== undefined ? <span className={styles.number}>{number}.</span> : null}
        {question}
      </legend>
      <div className={styles.track}>
        <span className={styles.line} aria-hidden="true" />
        {messages.scaleLabels.map((label, index) => {
          const point = index + 1;
          return (
            <label key={label} className={styles.point}>
              <input
                type="radio"
                name={name}
                value={point}
                checked={value === point}
                onChange={() => onValueChange(point)}
                className={cx(styles.dot)}
                aria-label={`${point} — ${label}`}
              />
              <span className={styles.pointNumber} aria-hidden="true">
                {point}
              </span>
            </label>
          );
        })}
      </div>
      <div className={styles.ends} aria-hidden="true">
        <span>{messages.scaleLabels[0]}</span>
        <span>{messages.scaleLabels[4]}</span>
      </div>
    </fieldset>
  );
}
