import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const filters = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const summary = style({ margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const paging = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const customer = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  overflowWrap: 'anywhere',
});
