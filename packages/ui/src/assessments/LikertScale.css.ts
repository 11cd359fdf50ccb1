import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

export const root = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  selectors: {
    '&[data-answered]': { borderColor: vars.color.accent.solid },
  },
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.sm,
  color: vars.color.fg.default,
  fontWeight: vars.font.weight.medium,
});

export const number = style({ marginInlineEnd: vars.space.xs, color: vars.color.fg.muted });

export const track = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  paddingInline: vars.space.sm,
});

export const line = style({
  position: 'absolute',
  insetInline: vars.space.xl,
  top: 13,
  height: 2,
  backgroundColor: vars.color.border.strong,
});

export const point = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  cursor: 'pointer',
});

export const dot = style([
  focusRing,
  {
    appearance: 'none',
    margin: 0,
    width: 28,
    height: 28,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.bg.surface,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.accent.solid },
      '&:checked': {
        backgroundColor: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
        boxShadow: `inset 0 0 0 4px ${vars.color.bg.surface}`,
      },
    },
  },
]);

export const pointNumber = style({ fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const ends = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});
