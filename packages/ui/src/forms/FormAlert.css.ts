import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    tone: {
      error: {
        backgroundColor: vars.color.danger.subtle,
        color: vars.color.fg.default,
        borderColor: vars.color.danger.fg,
      },
      success: {
        backgroundColor: vars.color.success.subtle,
        color: vars.color.fg.default,
        borderColor: vars.color.success.fg,
      },
      info: {
        backgroundColor: vars.color.info.subtle,
        color: vars.color.fg.default,
        borderColor: vars.color.info.fg,
      },
    },
  },
  defaultVariants: { tone: 'error' },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, marginTop: 1 },
  variants: {
    tone: {
      error: { color: vars.color.danger.fg },
      success: { color: vars.color.success.fg },
      info: { color: vars.color.info.fg },
    },
  },
  defaultVariants: { tone: 'error' },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const line = style({ margin: 0 });
