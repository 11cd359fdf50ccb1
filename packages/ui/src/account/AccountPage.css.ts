import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: 1080,
  marginInline: 'auto',
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.fg.default,
});

export const subtitle = style({ margin: 0, color: vars.color.fg.muted });

export const tabIcon = style({ display: 'inline-flex', flexShrink: 0 });

/** The Tabs primitive's panel already carries the shared focus ring; this only spaces it. */
export const panel = style({ paddingTop: vars.space.xs });
