import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Card.css';

export interface CardRootProps extends HTMLAttributes<HTMLElement> {
  /** The element: `section` or `article` when the card is a landmark of its own. @default 'div' */
  as?: 'div' | 'section' | 'article' | 'li';
  /** @default 'md' */
  padding?: 'none' | 'sm' | 'md';
  /** Hover and focus feedback for cards that contain a main action. @default false */
  interactive?: boolean;
}

/** A bordered surface that groups related content. */
export function CardRoot({ as: Element = 'div', padding, interactive, className, ...props }: CardRootProps) {
  return <Element className={cx(styles.root({ padding, interactive }), className)} {...props} />;
}

/** Title and description at the top. */
export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.header, className)} {...props} />;
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level that fits the page outline. @default 'h3' */
  as?: 'h2' | 'h3' | 'h4' | 'p';
}

/** The card's heading. */
export function CardTitle({ as: Element = 'h3', className, ...props }: CardTitleProps) {
  return <Element className={cx(styles.title, className)} {...props} />;
}

/** Secondary text under the title. */
export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx(styles.description, className)} {...props} />;
}

/** The body. */
export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.content, className)} {...props} />;
}

/** Actions at the bottom, separated by a rule. */
export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}
