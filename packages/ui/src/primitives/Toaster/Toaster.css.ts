import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px) scale(0.98)' },
  to: { opacity: 1, transform: 'translateY(0) scale(1)' },
});

/** Top right, as the spec places toasts. */
export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  zIndex: vars.zIndex.toast,
  width: 'min(380px, calc(100vw - 32px))',
  pointerEvents: 'none',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  pointerEvents: 'auto',
  animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.emphasized}`,
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
    backgroundColor: vars.color.bg.raised,
    color: vars.color.fg.default,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    type: {
      blank: {},
      success: {},
      error: { borderColor: vars.color.danger.subtle },
      loading: {},
      custom: {},
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, marginTop: 2 },
  variants: {
    type: {
      blank: { color: vars.color.fg.muted },
      success: { color: vars.color.success.fg },
      error: { color: vars.color.danger.fg },
      loading: { color: vars.color.accent.fg },
      custom: {},
    },
  },
});

export const message = style({ flex: 1, minWidth: 0, paddingTop: 1, overflowWrap: 'anywhere' });

export const close = style({ marginTop: -4, marginBottom: -4 });
