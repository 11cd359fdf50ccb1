import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/** A floating surface: popovers, menus, dialogs. */
export const panel = style({
  backgroundColor: vars.color.bg.raised,
  color: vars.color.fg.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});
