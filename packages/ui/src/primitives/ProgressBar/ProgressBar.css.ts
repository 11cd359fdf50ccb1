import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const fillWidth = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const label = style({ color: vars.color.fg.default, fontWeight: vars.font.weight.medium });

export const value = style({ color: vars.color.fg.muted, fontVariantNumeric: 'tabular-nums' });

export const track = recipe({
  base: {
    position: 'relative',
    width: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.usage.track,
  },
  variants: {
    size: {
      sm: { height: 4 },
      md: { height: 8 },
      lg: { height: 12 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const indicator = recipe({
  base: {
    height: '100%',
    width: fillWidth,
    borderRadius: 'inherit',
    transitionProperty: 'width, background-color',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
  },
  variants: {
    color: {
      violet: { backgroundColor: vars.color.usage.violet },
      green: { backgroundColor: vars.color.usage.green },
      yellow: { backgroundColor: vars.color.usage.yellow },
      red: { backgroundColor: vars.color.usage.red },
    },
  },
});
