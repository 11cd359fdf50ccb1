import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The side sheet: the Dialog's end placement leaves spacing to its content. */
export const sheet = style({
  selectors: {
    // Doubled to win over the placement variant, whatever order the stylesheets load in.
    '&&': {
      width: 'min(480px, 100vw)',
      gap: vars.space.lg,
      padding: vars.space.xl,
    },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.fg.muted });

export const value = style({ margin: 0, fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });

export const issues = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.warning.fg,
});

export const noIssues = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.success.fg });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const grow = style({ flex: '1 1 220px', minWidth: 0 });
