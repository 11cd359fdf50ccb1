import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A form's fields, one under the other. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
});

/** Two fields side by side on wider cards (first and last name). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 480px)': { gridTemplateColumns: '1fr 1fr' },
  },
});

/** 'Lembrar-me' on one side, 'Esqueceu a senha?' on the other. */
export const between = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** An in-text link (to another auth screen). */
export const textLink = style({
  color: vars.color.fg.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { boxShadow: vars.shadow.focus },
  },
});

export const smallLink = style([textLink, { fontSize: vars.font.size.sm }]);

/** A button that reads as a link ('Reenviar código'). */
export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.fg.link,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { textDecoration: 'underline' },
    '&:focus-visible': { boxShadow: vars.shadow.focus },
    '&:disabled': { color: vars.color.fg.muted, cursor: 'not-allowed' },
  },
});

/** A centred line of small text under a form ('Não recebeu o código? Reenviar código'). */
export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

/** Groups a field with the text that belongs to it (a password and its checklist). */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

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
