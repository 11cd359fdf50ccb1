import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const groups = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const types = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const type = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  selectors: {
    '&[data-current]': { borderColor: vars.color.accent.solid, backgroundColor: vars.color.accent.subtle },
  },
});

export const typeName = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', margin: 0 });

export const typeText = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });
