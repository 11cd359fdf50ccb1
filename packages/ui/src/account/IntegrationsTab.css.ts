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
