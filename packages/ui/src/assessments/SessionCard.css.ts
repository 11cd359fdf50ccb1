import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const title = style({ overflowWrap: 'anywhere' });

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

globalStyle(`${fact} dt`, { color: vars.color.fg.muted });
globalStyle(`${fact} dd`, { margin: 0, textAlign: 'end', color: vars.color.fg.default });

export const strong = style({ fontWeight: vars.font.weight.semibold });
