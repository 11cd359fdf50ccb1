import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.inverse,
  color: vars.color.fg.inverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
});

/**
 * The arrow toward the trigger: a 10 × 5 px triangle on the side facing it (`data-side`, the side
 * of the trigger the tooltip is on), placed along the edge by floating-ui's arrow middleware.
 */
export const arrow = style({
  position: 'absolute',
  width: 10,
  height: 5,
  backgroundColor: vars.color.bg.inverse,
  selectors: {
    '&[data-side="top"]': { bottom: -5, clipPath: 'polygon(0 0, 100% 0, 50% 100%)' },
    '&[data-side="bottom"]': { top: -5, clipPath: 'polygon(50% 0, 100% 100%, 0 100%)' },
    '&[data-side="left"], &[data-side="right"]': { width: 5, height: 10 },
    '&[data-side="left"]': { right: -5, clipPath: 'polygon(0 0, 100% 50%, 0 100%)' },
    '&[data-side="right"]': { left: -5, clipPath: 'polygon(100% 0, 100% 100%, 0 50%)' },
  },
});
