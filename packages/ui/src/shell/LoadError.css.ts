import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    gap: vars.space.md,
    alignItems: 'flex-start',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.danger.subtle,
    color: vars.color.fg.default,
  },
  variants: {
    size: {
      sm: { padding: vars.space.md, fontSize: vars.font.size.sm },
      md: { padding: vars.space.xl, fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = style({ color: vars.color.danger.fg, flexShrink: 0, marginTop: 2 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const message = style({ margin: 0, color: vars.color.fg.muted, overflowWrap: 'anywhere' });

export const action = style({ marginTop: vars.space.sm });
