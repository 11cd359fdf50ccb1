import { style } from '@vanilla-extract/css';
import { focusRing, focusRingOnAccent } from '../internal/styles.css';
import { below, breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

const desktop = breakpoints.lg;
const phone = below.sm;

export const page = style({
  position: 'relative',
  minHeight: '100vh',
  backgroundColor: vars.color.bg.canvas,
  color: vars.color.fg.default,
  overflowX: 'clip',
});

export const main = style({ outline: 'none' });

// ── hero ──────────────────────────────────────────────────────────────────────────────────

export const hero = style({
  position: 'relative',
  paddingTop: 160,
  paddingBottom: 96,
  overflow: 'hidden',
  '@media': {
    [phone]: { paddingTop: 120, paddingBottom: 64 },
  },
});

export const heroGlow = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  backgroundImage: `radial-gradient(60% 55% at 50% 0%, ${vars.color.accent.subtle} 0%, transparent 70%), radial-gradient(30% 35% at 85% 25%, rgba(79, 70, 229, 0.16) 0%, transparent 70%), radial-gradient(30% 35% at 12% 40%, rgba(139, 92, 246, 0.14) 0%, transparent 70%)`,
});

export const heroGrid = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  backgroundImage: `linear-gradient(${vars.color.border.default} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.border.default} 1px, transparent 1px)`,
  backgroundSize: '56px 56px',
  opacity: 0.5,
  maskImage: 'radial-gradient(60% 60% at 50% 30%, #000 0%, transparent 100%)',
});

export const heroInner = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xl,
  textAlign: 'center',
});

export const heroBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
  boxShadow: vars.shadow.sm,
});

export const heroBadgeIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  backgroundImage: 'linear-gradient(135deg, #8b5cf6 0%, #4f46e5 100%)',
  color: '#ffffff',
});

export const heroTitle = style({
  maxWidth: 1000,
  textWrap: 'balance',
  margin: 0,
  fontSize: 'clamp(2.25rem, 6vw, 4.25rem)',
  lineHeight: 1.05,
  fontWeight: 800,
  letterSpacing: '-0.035em',
  color: vars.color.fg.default,
});

export const heroHighlight = style({
  color: vars.color.accent.fg,
  '@supports': {
    '(-webkit-background-clip: text) or (background-clip: text)': {
      backgroundImage: `linear-gradient(100deg, ${vars.color.accent.fg} 0%, #6366f1 55%, ${vars.color.info.fg} 100%)`,
      WebkitBackgroundClip: 'text',
      backgroundClip: 'text',
      WebkitTextFillColor: 'transparent',
    },
  },
});

export const heroSubtitle = style({
  maxWidth: 720,
  margin: 0,
  fontSize: 'clamp(1.0625rem, 1.6vw, 1.25rem)',
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.fg.muted,
});

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  '@media': {
    [phone]: { flexDirection: 'column', alignSelf: 'stretch' },
  },
});

export const heroCta = style({
  height: 52,
  paddingInline: vars.space.xxl,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  borderRadius: vars.radius.lg,
});

export const heroPrimary = style({
  boxShadow: '0 10px 30px rgba(109, 40, 217, 0.35)',
});

export const heroNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const agentChips = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  maxWidth: 880,
  marginTop: vars.space.xl,
  padding: 0,
  listStyle: 'none',
});

export const agentChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
  boxShadow: vars.shadow.sm,
});

export const agentChipIcon = style({ display: 'inline-flex', color: vars.color.accent.fg });

// ── commander ─────────────────────────────────────────────────────────────────────────────

export const alternate = style({
  backgroundColor: vars.color.bg.surface,
  borderBlock: `1px solid ${vars.color.border.default}`,
});

export const split = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'center',
  gap: vars.space.xxxl,
  '@media': {
    [desktop]: { gridTemplateColumns: '1fr 1fr', gap: 64 },
  },
});

export const splitText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xl,
});

export const splitHeading = style({ marginBottom: 0 });

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const benefitIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.fg,
});

export const benefitTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const benefitText = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
});

// ── features ──────────────────────────────────────────────────────────────────────────────

export const featureGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const featureCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  transitionProperty: 'border-color, box-shadow, transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': {
      borderColor: vars.color.border.strong,
      boxShadow: vars.shadow.md,
      transform: 'translateY(-2px)',
    },
  },
});

export const featureIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.lg,
  backgroundImage: `linear-gradient(135deg, ${vars.color.accent.subtle} 0%, ${vars.color.bg.subtle} 100%)`,
  border: `1px solid ${vars.color.border.default}`,
  color: vars.color.accent.fg,
});

export const featureTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const featureText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
});

export const claims = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  marginTop: vars.space.xxxl,
});

export const claimsTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.fg.muted,
});

export const claimList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const claim = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.subtle,
  border: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
});

export const claimIcon = style({ color: vars.color.success.fg, display: 'inline-flex' });

// ── technology ────────────────────────────────────────────────────────────────────────────

export const pillars = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pillar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.canvas,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 1,
  marginTop: vars.space.xxxl,
  borderRadius: 20,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.border.default,
  '@media': {
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  backgroundColor: vars.color.bg.canvas,
  textAlign: 'center',
});

export const statValue = style({
  order: -1,
  margin: 0,
  fontSize: 'clamp(1.75rem, 3.6vw, 2.75rem)',
  lineHeight: 1,
  fontWeight: 800,
  letterSpacing: '-0.03em',
  color: vars.color.accent.fg,
  fontVariantNumeric: 'tabular-nums',
});

export const statLabel = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.fg.muted });

// ── call to action ────────────────────────────────────────────────────────────────────────

export const cta = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  borderRadius: 24,
  textAlign: 'center',
  color: '#ffffff',
  backgroundColor: '#4c1d95',
  backgroundImage:
    'radial-gradient(80% 120% at 0% 0%, #7c3aed 0%, transparent 60%), radial-gradient(70% 100% at 100% 100%, #4338ca 0%, transparent 60%), linear-gradient(135deg, #5b21b6 0%, #312e81 100%)',
  boxShadow: '0 24px 60px rgba(76, 29, 149, 0.35)',
  '@media': {
    [desktop]: { padding: '72px 48px' },
  },
});

export const ctaTitle = style({
  maxWidth: 720,
  textWrap: 'balance',
  margin: 0,
  fontSize: 'clamp(1.75rem, 3.6vw, 2.75rem)',
  lineHeight: 1.1,
  fontWeight: 800,
  letterSpacing: '-0.03em',
  outline: 'none',
});

export const ctaText = style({
  maxWidth: 560,
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.relaxed,
  color: 'rgba(255,255,255,0.88)',
});

export const ctaPrimary = style([
  focusRingOnAccent,
  {
    backgroundColor: '#ffffff',
    color: '#3b0764',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: '#f3efff' },
    },
  },
]);

export const ctaSecondary = style([
  focusRingOnAccent,
  {
    backgroundColor: 'transparent',
    color: '#ffffff',
    borderColor: 'rgba(255,255,255,0.5)',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: 'rgba(255,255,255,0.12)' },
    },
  },
]);

export const newsletterSection = style({ paddingTop: 0 });

// ── footer ────────────────────────────────────────────────────────────────────────────────

export const footer = style({
  borderTop: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  paddingBlock: `${vars.space.xxxl} ${vars.space.xl}`,
});

export const footerGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xxl,
  '@media': {
    [breakpoints.md]: {
      gridTemplateColumns: '1.6fr minmax(0, 0.8fr) minmax(0, 0.8fr) minmax(0, 1.1fr) minmax(0, 1.5fr)',
    },
  },
});

export const footerBrand = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': {
    [breakpoints.md]: { gridColumn: 'auto' },
  },
});

export const footerTagline = style({
  maxWidth: 300,
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
});

export const footerHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const footerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style([
  focusRing,
  {
    fontSize: vars.font.size.md,
    color: vars.color.fg.muted,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { color: vars.color.fg.default },
    },
  },
]);

export const footerSoon = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  color: vars.color.fg.muted,
});

export const footerBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xxxl,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const footerCopy = style({ margin: 0 });
