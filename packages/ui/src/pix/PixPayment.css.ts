import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The Pix panel: the kit's notice block, as in the account area. */
export { notice as panel, noticeText as text, noticeTitle as title } from '../internal/notice.css';

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const qr = style({ alignSelf: 'flex-start', backgroundColor: 'white', borderRadius: vars.radius.sm });

export const code = style({
  width: '100%',
  boxSizing: 'border-box',
  resize: 'vertical',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.input}`,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

const note = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.default,
});

export const noteSuccess = style([note, { backgroundColor: vars.color.success.subtle }]);
export const noteWarning = style([note, { backgroundColor: vars.color.bg.surface }]);
export const noteIcon = style({ flexShrink: 0, marginTop: 2 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const countdown = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});
