import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A new key's secret: monospace, wrapped anywhere (one long word), never wider than the dialog. */
export const secret = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** The permissions of a new key: a group of checkboxes under its legend. */
export const scopes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});
