import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

export const card = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    width: '100%',
    padding: vars.space.lg,
    textAlign: 'start',
    font: 'inherit',
    color: vars.color.fg.default,
    backgroundColor: vars.color.bg.surface,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    cursor: 'pointer',
    transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: { '&:hover': { borderColor: vars.color.border.strong, backgroundColor: vars.color.bg.hover } },
  },
]);

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const subject = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const preview = style({
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});
