import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

/** 'Lembrar-me' on one side, 'Esqueceu a senha?' on the other. */
export const between = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** An in-text link (to another auth screen). */
export const textLink = style([
  focusRing,
  {
    color: vars.color.fg.link,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { textDecoration: 'underline' },
    },
  },
]);

export const smallLink = style([textLink, { fontSize: vars.font.size.sm }]);

/** A button that reads as a link ('Reenviar código'). */
export const linkButton = style([
  focusRing,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    color: vars.color.fg.link,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover:not(:disabled)': { textDecoration: 'underline' },
      '&:disabled': { color: vars.color.fg.muted, cursor: 'not-allowed' },
    },
  },
]);

/** A centred line of small text under a form ('Não recebeu o código? Reenviar código'). */
export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

/** The one-time code input: large, spaced digits. */
export const codeInput = style({
  fontSize: '1.375rem',
  letterSpacing: '0.5em',
  // The spacing trails the last digit too; indenting by as much keeps the code centred.
  textIndent: '0.5em',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  fontFamily: vars.font.family.mono,
});

export const terms = style({ fontSize: vars.font.size.sm });

/** An explanation above a form (where the code was sent). */
export const lead = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
  overflowWrap: 'anywhere',
});
