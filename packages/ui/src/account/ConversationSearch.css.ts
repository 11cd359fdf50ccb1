import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const status = style({ margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.bg.hover },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const resultTitle = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const resultMeta = style({ fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const passage = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  overflowWrap: 'anywhere',
});

export const match = style({
  background: vars.color.warning.subtle,
  color: vars.color.fg.default,
  fontWeight: vars.font.weight.semibold,
  borderRadius: vars.radius.sm,
  padding: '0 1px',
});

export const more = style({ alignSelf: 'center' });
