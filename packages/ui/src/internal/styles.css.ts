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
