import { keyframes, style } from '@vanilla-extract/css';
import { below, reducedMotion } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const figure = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  margin: 0,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: 20,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  backgroundImage: `radial-gradient(70% 50% at 50% 45%, ${vars.color.accent.subtle} 0%, transparent 100%)`,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  '@media': {
    [below.sm]: { paddingInline: vars.space.md },
  },
});

export const request = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: 320,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.raised,
  textAlign: 'center',
});

export const requestLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.fg.muted,
});

export const requestText = style({ fontSize: vars.font.size.md, color: vars.color.fg.default });

export const stem = style({
  width: 2,
  height: 32,
  backgroundImage: `linear-gradient(${vars.color.border.strong}, ${vars.color.accent.solid})`,
});

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.accent.subtle}` },
  '70%': { boxShadow: '0 0 0 14px transparent' },
  '100%': { boxShadow: '0 0 0 0 transparent' },
});

export const commander = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderRadius: vars.radius.xl,
  color: '#ffffff',
  backgroundImage: 'linear-gradient(135deg, #7c3aed 0%, #4f46e5 100%)',
  boxShadow: '0 10px 30px rgba(79, 70, 229, 0.35)',
  animation: `${pulse} 2.4s ${vars.motion.easing.standard} infinite`,
  '@media': {
    [reducedMotion]: { animation: 'none' },
  },
});

export const commanderName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const commanderNote = style({ fontSize: vars.font.size.xs, color: 'rgba(255,255,255,0.88)' });

export const connectors = style({
  display: 'block',
  width: '100%',
  height: 56,
  overflow: 'visible',
});

const flow = keyframes({ to: { strokeDashoffset: -20 } });

export const connector = style({
  fill: 'none',
  stroke: vars.color.border.strong,
  strokeWidth: 2,
  strokeDasharray: '4 6',
});

export const connectorActive = style({
  stroke: vars.color.accent.solid,
  strokeDasharray: '6 4',
  animation: `${flow} 0.9s linear infinite`,
  '@media': {
    [reducedMotion]: { animation: 'none' },
  },
});

export const agents = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const agent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.raised,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
  textAlign: 'center',
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-active]': {
      borderColor: vars.color.accent.solid,
      boxShadow: `0 0 0 3px ${vars.color.accent.subtle}`,
    },
  },
  '@media': {
    [below.sm]: { fontSize: vars.font.size.xs },
  },
});

export const agentIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.fg,
});
