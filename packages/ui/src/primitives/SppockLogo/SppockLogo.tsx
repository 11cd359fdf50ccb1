import { type HTMLAttributes, useId } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './SppockLogo.css';

export interface SppockLogoProps extends HTMLAttributes<HTMLSpanElement> {
  /** Height of the mark in px; the wordmark scales with it. @default 32 */
  size?: number;
  /** Show the name beside the mark. @default true */
  wordmark?: boolean;
}

function isListedSize(size: number): size is (typeof styles.WORDMARK_SIZES)[number] {
  return (styles.WORDMARK_SIZES as readonly number[]).includes(size);
}

/**
 * The Sppock mark — a hub routing to four agents, the Commander's idea — and the wordmark. The
 * mark is decorative; the wordmark is text, so a link around the logo has a name.
 */
export function SppockLogo({ size = 32, wordmark = true, className, ...props }: SppockLogoProps) {
  const gradientId = `${useId()}-sppock-gradient`;
  return (
    <span className={cx(styles.root, className)} {...props}>
      <svg
        className={styles.mark}
        width={size}
        height={size}
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset="1" stopColor="#4f46e5" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <g stroke="#ffffff" strokeWidth="1.6" strokeLinecap="round" opacity="0.85">
          <path d="M16 16 9 9M16 16l7-7M16 16l-7 7M16 16l7 7" />
        </g>
        <circle cx="16" cy="16" r="4.2" fill="#ffffff" />
        <g fill="#ffffff">
          <circle cx="8.5" cy="8.5" r="2.2" />
          <circle cx="23.5" cy="8.5" r="2.2" />
          <circle cx="8.5" cy="23.5" r="2.2" />
          <circle cx="23.5" cy="23.5" r="2.2" />
        </g>
      </svg>
      {wordmark ? (
        <span
          className={cx(styles.wordmark, isListedSize(size) && styles.wordmarkSize[size])}
          // Other sizes: set through the DOM by React, which the CSP allows.
          style={isListedSize(size) ? undefined : { fontSize: Math.round(size * 0.62) }}
        >
          Sppock
        </span>
      ) : null}
    </span>
  );
}
