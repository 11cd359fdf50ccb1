import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  maxWidth: 1200,
  margin: '0 auto',
  width: '100%',
  boxSizing: 'border-box',
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.fg.muted });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
      color: vars.color.fg.onAccent,
    },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.bg.hover },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  overflow: 'hidden',
  height: '100%',
});

export const thumb = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accent.subtle,
  color: vars.color.accent.fg,
});

export const duration = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg.inverse,
  color: vars.color.fg.inverse,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({ margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm });
