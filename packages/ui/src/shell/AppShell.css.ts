import { keyframes, style } from '@vanilla-extract/css';
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
    'screen and (min-width: 768px)': { padding: `${vars.space.xl} ${vars.space.xxl}` },
  },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.fg.onAccent,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible, &:focus': { transform: 'none', boxShadow: vars.shadow.focus, outline: 'none' },
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
