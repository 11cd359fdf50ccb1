import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.subtle,
  fontSize: vars.font.size.sm,
});

export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const meta = style({ color: vars.color.fg.muted, fontFamily: vars.font.family.mono });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });
