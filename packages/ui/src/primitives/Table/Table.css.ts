import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const container = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const head = style({ backgroundColor: vars.color.bg.subtle });

export const row = style({
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: {
    'tbody > &:last-child': { borderBottom: 'none' },
    'tbody > &:hover': { backgroundColor: vars.color.bg.subtle },
    '&[data-state="selected"]': { backgroundColor: vars.color.accent.subtle },
  },
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: 'start',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: vars.color.fg.muted,
  whiteSpace: 'nowrap',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.fg.default,
  verticalAlign: 'middle',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

export const stateCell = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.fg.muted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const footerStart = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const pageSize = style({ width: 'auto', minWidth: 96 });

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const pageLabel = style({
  minWidth: 72,
  textAlign: 'center',
  color: vars.color.fg.default,
  fontWeight: vars.font.weight.medium,
});
