import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', paddingInlineEnd: 0 });

export const select = style({
  appearance: 'none',
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  paddingBlock: 0,
  paddingInlineStart: 0,
  paddingInlineEnd: vars.space.xxl,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&[data-placeholder]': { color: vars.color.fg.muted },
  },
});

export const option = style({
  backgroundColor: vars.color.bg.raised,
  color: vars.color.fg.default,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.fg.muted,
  display: 'inline-flex',
});
