import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border.default}` },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const label = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
  cursor: 'pointer',
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const track = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    width: 40,
    height: 24,
    padding: 2,
    border: `1px solid ${vars.color.border.input}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.bg.hover,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[aria-checked="true"]': {
        backgroundColor: vars.color.accent.solid,
        borderColor: vars.color.accent.solid,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);

export const thumb = style({
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.fg.onAccent,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '[aria-checked="true"] > &': { transform: 'translateX(16px)' },
    '[aria-checked="false"] > &': { backgroundColor: vars.color.fg.muted },
  },
});
