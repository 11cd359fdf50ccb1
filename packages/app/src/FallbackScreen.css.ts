import { vars } from '@sppock/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  padding: vars.space.xl,
  backgroundColor: vars.color.bg.canvas,
  color: vars.color.fg.default,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 560,
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.md,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger.subtle,
  color: vars.color.danger.fg,
});

export const title = style({
  margin: 0,
  // Focused by the page so screen readers start here; it is not a control, so no ring.
  outline: 'none',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const status = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const text = style({
  margin: 0,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const path = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

/** The link home, drawn as the primary button. */
export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.fg.onAccent,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  ':hover': { backgroundColor: vars.color.accent.solidHover },
  ':focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
});
