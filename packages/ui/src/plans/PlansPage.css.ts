import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  backgroundColor: vars.color.bg.canvas,
  color: vars.color.fg.default,
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: 64,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.bg.surface,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const brand = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.fg.default,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
  },
]);

export const topActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
  width: '100%',
  maxWidth: 1160,
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 3vw + 1rem, 2.5rem)',
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({
  margin: 0,
  maxWidth: 640,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const cards = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  alignItems: 'stretch',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

export const faq = style({ width: '100%', maxWidth: 760, marginInline: 'auto' });

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  background: `linear-gradient(135deg, ${vars.color.accent.subtle}, ${vars.color.bg.surface})`,
  textAlign: 'center',
});

export const ctaTitle = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const ctaText = style({ margin: 0, color: vars.color.fg.muted });

export const ctaActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const alert = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger.solid}`,
  backgroundColor: vars.color.danger.subtle,
  color: vars.color.fg.default,
});

export const alertText = style({ flex: 1, margin: 0 });

export const alertIcon = style({ color: vars.color.danger.fg, flexShrink: 0 });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxxl });
