import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const launcher = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  zIndex: vars.zIndex.sticky,
  width: 52,
  height: 52,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.lg,
  padding: 0,
});
