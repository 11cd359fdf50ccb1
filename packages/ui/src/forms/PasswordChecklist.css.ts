import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});

export const title = style({ margin: 0 });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.fg.muted,
  transitionProperty: 'color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-met]': { color: vars.color.success.fg },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
