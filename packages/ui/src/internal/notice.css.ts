import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A framed block that asks for the user's attention inside a card or a dialog: a pending e-mail or
 * phone confirmation, a data export's link, a Pix charge waiting to be paid.
 */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.warning.subtle,
});

/** The notice's title (a heading or a paragraph), with room for an icon before the text. */
export const noticeTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const noticeText = style({ margin: 0, color: vars.color.fg.default });
