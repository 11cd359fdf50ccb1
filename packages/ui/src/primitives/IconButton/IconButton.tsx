import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { type ButtonVariants, button, iconButton, iconSlot } from '../Button/Button.css';
import { Spinner } from '../Spinner/Spinner';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  ref?: Ref<HTMLButtonElement>;
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon to show (e.g. `<Bell size={18} />` from lucide-react). */
  icon: ReactNode;
  /** @default 'ghost' */
  variant?: ButtonVariants['variant'];
  /** @default 'md' */
  size?: ButtonVariants['size'];
  /** @default false */
  loading?: boolean;
}

/** A square button with only an icon; `label` becomes its accessible name. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size,
  loading = false,
  disabled,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx(button({ variant, size }), iconButton({ size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      {loading ? (
        <Spinner decorative size="sm" />
      ) : (
        <span aria-hidden="true" className={iconSlot}>
          {icon}
        </span>
      )}
    </button>
  );
}
