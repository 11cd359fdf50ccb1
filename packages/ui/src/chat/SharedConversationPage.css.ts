import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  maxWidth: 860,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.fg.default,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const author = style({ fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const files = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  borderTop: `1px solid ${vars.color.border.default}`,
  paddingTop: vars.space.md,
});
