import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../../theme/breakpoints';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    opacity: 0.9,
    animation: `${spin} 0.7s linear infinite`,
    '@media': {
      // Still conveys progress, just slower.
      [reducedMotion]: { animationDuration: '1.6s' },
    },
  },
  variants: {
    size: {
      sm: { width: 14, height: 14, borderWidth: 2 },
      md: { width: 20, height: 20, borderWidth: 2 },
      lg: { width: 32, height: 32, borderWidth: 3 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
