import { globalStyle, style } from '@vanilla-extract/css';
import { reducedMotion } from './breakpoints';
import { vars } from './contract.css';

/**
 * Base styles of a Sppock root. Everything is scoped under this class, so a partner page that
 * hosts a widget (or a shadow root) is never touched.
 */
export const themeRootBase = style({
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.default,
  backgroundColor: vars.color.bg.canvas,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
  fontFeatureSettings: '"cv11", "ss01"',
  '@media': {
    // Motion tokens collapse to (almost) nothing, so every transition that uses them respects
    // the user's setting without each component repeating the media query.
    [reducedMotion]: {
      vars: {
        [vars.motion.duration.fast]: '0.01ms',
        [vars.motion.duration.normal]: '0.01ms',
        [vars.motion.duration.slow]: '0.01ms',
      },
    },
  },
});

export const darkScheme = style({ colorScheme: 'dark' });
export const lightScheme = style({ colorScheme: 'light' });

globalStyle(`${themeRootBase} *, ${themeRootBase} *::before, ${themeRootBase} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`${themeRootBase} ::selection`, {
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.fg.default,
});
