import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: 960,
  marginInline: 'auto',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const subtitle = style({ margin: 0, marginTop: vars.space.xs, color: vars.color.fg.muted });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  marginTop: vars.space.lg,
  padding: 0,
  listStyle: 'none',
});

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });
