import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  textAlign: 'center',
  color: vars.color.fg.muted,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.fg,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const description = style({
  margin: 0,
  maxWidth: 420,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const action = style({ marginTop: vars.space.md });
