import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The snippet: monospace, wrapped, never wider than the card. */
export const snippet = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** The widgets of a new site: a group of checkboxes under its legend. */
export const widgets = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
});
