import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const footer = style({
  marginTop: vars.space.xxl,
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${vars.color.border.default}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const copyright = style({ margin: 0 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.fg.muted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.fg.default, textDecoration: 'underline' } },
});
