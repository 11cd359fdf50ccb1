import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, 12px)' },
  to: { opacity: 1, transform: 'translate(-50%, 0)' },
});

export const banner = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.xl,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  width: 'min(560px, calc(100vw - 32px))',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  transform: 'translateX(-50%)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.strong}`,
  borderLeft: `4px solid ${vars.color.warning.solid}`,
  backgroundColor: vars.color.bg.raised,
  color: vars.color.fg.default,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
});

export const icon = style({ color: vars.color.warning.fg, flexShrink: 0 });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  flex: '1 1 220px',
  minWidth: 0,
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const detail = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginInlineStart: 'auto' });
