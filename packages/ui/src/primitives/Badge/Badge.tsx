import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { type BadgeVariants, badge } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  tone?: BadgeVariants['tone'];
  /** @default 'sm' */
  size?: BadgeVariants['size'];
  /** An icon before the text. */
  icon?: ReactNode;
}

/** A short status label: 'Novo Teste', 'Em Breve', 'PLANO ATUAL', '9+'. */
export function Badge({ tone, size, icon, className, children, ...props }: BadgeProps) {
  return (
    <span className={cx(badge({ tone, size }), className)} {...props}>
      {icon}
      {children}
    </span>
  );
}
