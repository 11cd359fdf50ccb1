import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontWeight: vars.font.weight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.bg.hover,
        color: vars.color.fg.default,
        borderColor: vars.color.border.default,
      },
      accent: { backgroundColor: vars.color.accent.subtle, color: vars.color.accent.fg },
      success: { backgroundColor: vars.color.success.subtle, color: vars.color.success.fg },
      warning: { backgroundColor: vars.color.warning.subtle, color: vars.color.warning.fg },
      danger: { backgroundColor: vars.color.danger.subtle, color: vars.color.danger.fg },
      info: { backgroundColor: vars.color.info.subtle, color: vars.color.info.fg },
    },
    size: {
      sm: { height: 20, paddingInline: vars.space.sm, fontSize: vars.font.size.xs },
      md: { height: 24, paddingInline: vars.space.md, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
