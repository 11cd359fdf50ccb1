import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  paddingBlock: `${vars.space.xxxl} ${vars.space.xl}`,
});

export const footerGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xxl,
  '@media': {
    [breakpoints.md]: {
      gridTemplateColumns: '1.6fr minmax(0, 0.8fr) minmax(0, 0.8fr) minmax(0, 1.1fr) minmax(0, 1.5fr)',
    },
  },
});

export const footerBrand = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': {
    [breakpoints.md]: { gridColumn: 'auto' },
  },
});

export const footerTagline = style({
  maxWidth: 300,
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
});

export const footerHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const footerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style([
  focusRing,
  {
    fontSize: vars.font.size.md,
    color: vars.color.fg.muted,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { color: vars.color.fg.default },
    },
  },
]);

export const footerSoon = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  color: vars.color.fg.muted,
});

export const footerBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xxxl,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const footerCopy = style({ margin: 0 });
