import { style } from '@vanilla-extract/css';
import { below } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const hero = style({
  position: 'relative',
  paddingTop: 160,
  paddingBottom: 96,
  overflow: 'hidden',
  '@media': {
    [below.sm]: { paddingTop: 120, paddingBottom: 64 },
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
