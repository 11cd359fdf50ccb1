import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/styles.css';
import { usePrimitivesMessages } from '../usePrimitivesMessages';
import { type SpinnerVariants, spinner, wrapper } from './Spinner.css';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'md' */
  size?: SpinnerVariants['size'];
  /** What is loading, read by screen readers. @default 'Carregando...' */
  label?: string;
  /** Hide from assistive technology when something else already announces the wait. @default false */
  decorative?: boolean;
}

/** A loading indicator. Announced as a status unless `decorative`. */
export function Spinner({ size, label, decorative = false, className, ...rest }: SpinnerProps) {
  const messages = usePrimitivesMessages();
  if (decorative) {
    return <span aria-hidden="true" className={cx(spinner({ size }), className)} {...rest} />;
  }
  return (
    <span role="status" className={cx(wrapper, className)} {...rest}>
      <span aria-hidden="true" className={spinner({ size })} />
      <span className={visuallyHidden}>{label ?? messages.loading}</span>
    </span>
  );
}
