import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const letter = style({
  color: vars.color.fg.muted,
  selectors: { '&[data-strong]': { color: vars.color.fg.default, fontWeight: vars.font.weight.semibold } },
});

export const letterEnd = style([letter, { textAlign: 'end' }]);

export const track = style({
  display: 'flex',
  height: 12,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  backgroundColor: vars.color.usage.track,
  // The fills keep their colours in the PDF.
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

export const fillStart = style({
  display: 'block',
  height: '100%',
  backgroundColor: vars.color.usage.violet,
});

export const fillEnd = style({ display: 'block', height: '100%', backgroundColor: vars.color.info.solid });
