import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** One fact or proposal: its text, then its actions (wrapped under it on a narrow screen). */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
});

export const text = style({
  flex: '1 1 16rem',
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.fg.default,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const editForm = style({
  flex: '1 1 100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
