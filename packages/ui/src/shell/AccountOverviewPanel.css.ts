import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateX(24px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const overlay = style({
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.bg.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(400px, 100vw)',
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.default,
  borderLeft: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const drawerTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const drawerBody = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.xl,
});

export const overview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
  color: vars.color.fg.muted,
});

export const planButton = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.default}`,
    background: `linear-gradient(135deg, ${vars.color.accent.subtle}, ${vars.color.bg.surface} 80%)`,
    color: vars.color.fg.default,
    textDecoration: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { borderColor: vars.color.border.focus },
    },
  },
]);

export const planIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.fg.onAccent,
});

export const planText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });

export const planLabel = style({ fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const planName = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const planMeta = style({ fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const chevron = style({ color: vars.color.fg.muted, flexShrink: 0 });

export const hybrid = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.info.subtle,
  color: vars.color.fg.default,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const hybridIcon = style({ color: vars.color.info.fg, flexShrink: 0, marginTop: 2 });

export const cycle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
});

export const activities = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const activity = style({ display: 'flex', gap: vars.space.md, minWidth: 0 });

export const activityIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    flexShrink: 0,
    borderRadius: vars.radius.full,
  },
  variants: {
    color: {
      blue: { backgroundColor: vars.color.info.subtle, color: vars.color.info.fg },
      green: { backgroundColor: vars.color.success.subtle, color: vars.color.success.fg },
      violet: { backgroundColor: vars.color.accent.subtle, color: vars.color.accent.fg },
      orange: { backgroundColor: vars.color.warning.subtle, color: vars.color.warning.fg },
      gray: { backgroundColor: vars.color.bg.hover, color: vars.color.fg.muted },
    },
  },
  defaultVariants: { color: 'gray' },
});

export const activityText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 });

export const activityTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const activityDescription = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  overflowWrap: 'anywhere',
});

export const activityTime = style({ fontSize: vars.font.size.xs, color: vars.color.fg.subtle });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.subtle,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const stateTitle = style({
  margin: 0,
  color: vars.color.fg.default,
  fontWeight: vars.font.weight.medium,
});

export const stateText = style({ margin: 0 });

export const skeleton = style({
  height: 14,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.hover,
});
