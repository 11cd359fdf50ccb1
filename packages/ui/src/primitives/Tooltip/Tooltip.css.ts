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

export const arrow = style({ fill: vars.color.bg.inverse });
