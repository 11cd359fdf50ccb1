import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const reveal = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border.default}` },
  },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.fg.default,
  font: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.bg.hover },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.fg.muted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  animation: `${reveal} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});
