import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** A form's fields, one under the other. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
});

/** Two fields side by side from the small breakpoint up (first and last name). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': {
    [breakpoints.sm]: { gridTemplateColumns: '1fr 1fr' },
  },
});

/** Groups a field with the text that belongs to it (a password and its checklist). */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
