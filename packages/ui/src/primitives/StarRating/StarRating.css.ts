import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../internal/styles.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
});

export const stars = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const input = style([visuallyHidden]);

export const star = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.border.strong,
  cursor: 'pointer',
  transitionProperty: 'color, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-state="on"]': { color: vars.color.usage.yellow },
    '&[data-state="preview"]': { color: vars.color.usage.yellow, opacity: 0.7 },
    '&:hover': { transform: 'scale(1.1)' },
    [`${input}:focus-visible + &`]: { boxShadow: vars.shadow.focus },
    '&[data-disabled]': { cursor: 'not-allowed', transform: 'none' },
  },
});

export const readOnly = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.border.strong,
});

export const readOnlyStar = style({
  display: 'inline-flex',
  selectors: {
    '&[data-state="on"]': { color: vars.color.usage.yellow },
  },
});
