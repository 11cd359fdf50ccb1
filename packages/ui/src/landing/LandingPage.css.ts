import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  position: 'relative',
  minHeight: '100vh',
  backgroundColor: vars.color.bg.canvas,
  color: vars.color.fg.default,
  overflowX: 'clip',
});

export const main = style({ outline: 'none' });

export const newsletterSection = style({ paddingTop: 0 });
