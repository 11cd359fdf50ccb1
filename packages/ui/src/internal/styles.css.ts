import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The shared keyboard focus ring. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      boxShadow: vars.shadow.focus,
    },
  },
});

/**
 * The focus ring on an accent or gradient background (the brand panel, the call to action),
 * where the usual violet ring would not stand out: white instead.
 */
export const focusRingOnAccent = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      boxShadow: '0 0 0 3px rgba(255, 255, 255, 0.7)',
    },
  },
});

/** 'Pular para o conteúdo': out of sight until it takes focus, then at the top left, ringed. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.fg.onAccent,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  outline: 'none',
  selectors: {
    '&:focus': { transform: 'none', boxShadow: vars.shadow.focus },
  },
});
