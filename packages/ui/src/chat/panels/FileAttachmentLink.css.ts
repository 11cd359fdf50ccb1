import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/styles.css';
import { vars } from '../../theme/contract.css';

export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: 'fit-content',
    maxWidth: '100%',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.bg.raised,
    color: vars.color.fg.default,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.bg.hover,
        borderColor: vars.color.border.strong,
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);

export const icon = style({ flexShrink: 0, color: vars.color.accent.fg });

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.link,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
});

export const size = style({ flexShrink: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });
