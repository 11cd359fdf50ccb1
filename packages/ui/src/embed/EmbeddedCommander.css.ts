import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '440px',
  height: 'min(640px, calc(100dvh - 32px))',
  padding: vars.space.md,
});

/** Beside the launcher, at the corner the element's `position` names. */
export const dialog = styleVariants({
  'bottom-right': [panel, { placeSelf: 'end' }],
  'bottom-left': [panel, { placeSelf: 'end start' }],
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  // Room for the dialog's close button.
  paddingInlineEnd: vars.space.xxl,
});

export const conversation = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

export const empty = style({ margin: 'auto 0', color: vars.color.fg.muted, textAlign: 'center' });

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.danger.subtle,
  color: vars.color.danger.fg,
});
