import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const chart = style({ width: '100%', height: 300, minWidth: 0, margin: 0 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const swatch = style({ width: 12, height: 12, borderRadius: 3, display: 'inline-block' });

export const swatchTokens = style([swatch, { backgroundColor: vars.color.usage.violet }]);

export const swatchScaled = style([
  swatch,
  { backgroundColor: vars.color.accent.subtle, border: `1px dashed ${vars.color.usage.violet}` },
]);

export const swatchConversations = style([
  swatch,
  { height: 3, borderRadius: 2, backgroundColor: vars.color.info.fg },
]);

export const tooltip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.raised,
  color: vars.color.fg.default,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const tooltipTitle = style({ fontWeight: vars.font.weight.semibold });

export const tooltipMuted = style({ color: vars.color.fg.muted });

export const note = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
