import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** A tab's column of cards. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

/** A card's header row: title and description on the left, actions on the right. */
export const cardHeaderRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Form fields in two columns on wide screens. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': {
    [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const fullRow = style({
  '@media': {
    [breakpoints.md]: { gridColumn: '1 / -1' },
  },
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.muted,
  letterSpacing: '0.02em',
});

/** Read-only facts: label above value. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  margin: 0,
  '@media': {
    [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const factLabel = style({ fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const factValue = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.fg.default,
  overflowWrap: 'anywhere',
});

export const factEmpty = style({ color: vars.color.fg.subtle, fontStyle: 'italic' });

export const formFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const note = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const noteInfo = style([
  note,
  { backgroundColor: vars.color.info.subtle, color: vars.color.fg.default },
]);
export const noteWarning = style([
  note,
  { backgroundColor: vars.color.warning.subtle, color: vars.color.fg.default },
]);
export const noteDanger = style([
  note,
  { backgroundColor: vars.color.danger.subtle, color: vars.color.fg.default },
]);
export const noteSuccess = style([
  note,
  { backgroundColor: vars.color.success.subtle, color: vars.color.fg.default },
]);

export const dangerCard = style({ borderColor: vars.color.danger.solid });

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxxl,
});

export const stat = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const statValue = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.fg.default,
});

export const statLabel = style({ fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const statGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(136px, 1fr))',
});

/** A titled group of fields or facts inside a card. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style([groupTitle, { padding: 0, marginBottom: vars.space.md }]);

export const narrowForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 480,
});

export const noteIcon = style({ flexShrink: 0, marginTop: 2 });

/** Buttons under a card's content, separated by a rule. */
export const actionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const planName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const selectField = style({ maxWidth: 360 });

/** Something of the profile that waits for a code: a pending e-mail, an unconfirmed phone. */
export { notice, noticeText, noticeTitle } from '../internal/notice.css';
export const codeForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const purchaseList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** A setting of one person of the team, on its own line under their name. */
export const memberSetting = style({ flexBasis: '100%' });

export const purchase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
});
