import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.danger.subtle}` },
  '70%': { boxShadow: '0 0 0 8px transparent' },
  '100%': { boxShadow: '0 0 0 0 transparent' },
});

export const button = style({
  selectors: {
    '&[data-state="recording"]': {
      color: vars.color.danger.fg,
      backgroundColor: vars.color.danger.subtle,
      animationName: pulse,
      animationDuration: '1.6s',
      animationIterationCount: 'infinite',
    },
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const privacyText = style({
  margin: 0,
  color: vars.color.fg.default,
  lineHeight: vars.font.lineHeight.relaxed,
});
