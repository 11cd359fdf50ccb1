import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.subtle,
  maxWidth: '92%',
  alignSelf: 'flex-end',
});

export const fromSupport = style({
  alignSelf: 'flex-start',
  backgroundColor: vars.color.accent.subtle,
  borderColor: 'transparent',
});

export const author = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const time = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.xs,
});

export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});
