import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import { type ButtonVariants, button } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** @default 'primary' */
  variant?: ButtonVariants['variant'];
  /** @default 'md' */
  size?: ButtonVariants['size'];
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** Shows a spinner, sets `aria-busy` and blocks clicks while an action runs. @default false */
  loading?: boolean;
  /** Icon before the label (e.g. a lucide icon). */
  leadingIcon?: ReactNode;
  /** Icon after the label. */
  trailingIcon?: ReactNode;
}

/** The action button. `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  leadingIcon,
  trailingIcon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(button({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      {loading ? <Spinner decorative size="sm" /> : leadingIcon}
      {children}
      {trailingIcon}
    </button>
  );
}
