import { style } from '@vanilla-extract/css';
import { below } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { TOP_BAR_HEIGHT } from './scrollToSection';

/** A full-width band of the landing page. */
export const section = style({
  position: 'relative',
  paddingBlock: 96,
  scrollMarginTop: TOP_BAR_HEIGHT,
  // A band out of sight is not styled, laid out or painted until it comes near the viewport (its
  // last real height is kept once known): on a phone the first screen shows the hero only, and the
  // landing's Total Blocking Time under Lighthouse's mobile preset went from a median of ~350 ms
  // to ~250 ms with it (A/B on 28/11, same build otherwise).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 900px',
  '@media': {
    [below.md]: { paddingBlock: 64 },
  },
});

/** The centred content column. */
export const container = style({
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  '@media': {
    [below.sm]: { paddingInline: vars.space.lg },
  },
});

/** A section's eyebrow, heading and lead paragraph. */
export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: 720,
  marginInline: 'auto',
  marginBottom: vars.space.xxxl,
  textAlign: 'center',
});

export const headingStart = style({ alignItems: 'flex-start', textAlign: 'start', marginInline: 0 });

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent.fg,
});

export const title = style({
  margin: 0,
  textWrap: 'balance',
  fontSize: 'clamp(1.75rem, 3.4vw, 2.5rem)',
  lineHeight: 1.15,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.025em',
  color: vars.color.fg.default,
  outline: 'none',
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.fg.muted,
  '@media': {
    [below.sm]: { fontSize: vars.font.size.lg },
  },
});

/** A band on the raised surface, between plain ones. */
export const alternate = style({
  backgroundColor: vars.color.bg.surface,
  borderBlock: `1px solid ${vars.color.border.default}`,
});

/** A row of calls to action (hero, closing call); stacked on phones. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  '@media': {
    [below.sm]: { flexDirection: 'column', alignSelf: 'stretch' },
  },
});

/** A large call-to-action link drawn as a button. */
export const actionLink = style({
  height: 52,
  paddingInline: vars.space.xxl,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  borderRadius: vars.radius.lg,
});

/** The icon tile of a card (features, technology pillars). */
export const cardIcon = style({
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

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const cardText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
});
