import { style } from '@vanilla-extract/css';
import { panel } from '../../internal/floating.css';
import { vars } from '../../theme/contract.css';

export const content = style([
  panel,
  {
    zIndex: vars.zIndex.popover,
    minWidth: 200,
    maxWidth: 'min(360px, calc(100vw - 16px))',
    padding: vars.space.lg,
    fontSize: vars.font.size.md,
  },
]);

export const title = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.normal,
});

export const arrow = style({ fill: vars.color.bg.raised });
