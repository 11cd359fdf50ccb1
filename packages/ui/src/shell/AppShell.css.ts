import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { HEADER_HEIGHT } from './AppSidebar.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.bg.canvas,
  color: vars.color.fg.default,
});

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  outline: 'none',
  '@media': {
    [breakpoints.md]: { padding: `${vars.space.xl} ${vars.space.xxl}` },
  },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: `${HEADER_HEIGHT}px 0 0 0`,
  zIndex: `calc(${vars.zIndex.overlay} - 1)`,
  backgroundColor: vars.color.bg.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});
