// The checks a form runs before calling the server, as react-hook-form `validate` functions.
// Each check answers the message to show, or nothing; the rules themselves are the SDK's
// (`isValidPhone`, the password validators) or the browser's (e-mail), so a form never
// re-states them.
import { isValidPhone, validateNewPassword } from '@sppock/sdk';
import type { FieldValues, Validate } from 'react-hook-form';
import type { FormsMessages } from './messages';

/** One check: the pt-BR message when the value fails, otherwise null or undefined. */
export type FieldCheck<Value, Values extends FieldValues = FieldValues> = (
  value: Value,
  values: Values,
) => string | null | undefined;

/**
 * Runs the checks in order and reports the first message, as react-hook-form's `validate`
 * expects (a string is the error, `true` is valid).
 */
export function checks<Value, Values extends FieldValues = FieldValues>(
  ...list: ReadonlyArray<FieldCheck<Value, Values>>
): Validate<Value, Values> {
  return (value, values) => {
    for (const check of list) {
      const message = check(value, values);
      if (message) {
        return message;
      }
    }
    return true;
  };
}

/** Fails on an empty text (spaces count as empty) or an unchecked box. */
export function required<Values extends FieldValues = FieldValues>(
  message: string,
): FieldCheck<string | boolean, Values> {
  return (value) => ((typeof value === 'string' ? value.trim() === '' : !value) ? message : null);
}

/** Fails when the text, without its edges' spaces, is shorter than `length`. */
export function minLength<Values extends FieldValues = FieldValues>(
  length: number,
  message: string,
): FieldCheck<string, Values> {
  return (value) => (value.trim().length < length ? message : null);
}

let probe: HTMLInputElement | null = null;

/**
 * True when the browser's `type="email"` input would accept the value. The spec leaves e-mail
 * validity to "the browser's e-mail input type": this asks the browser the same question, so the
 * rule is the browser's while the message stays pt-BR (native bubbles speak the browser's
 * language and vanish as soon as focus moves).
 */
export function isEmailAddress(value: string): boolean {
  if (typeof document === 'undefined') {
    return /^[^\s@]+@[^\s@]+$/.test(value);
  }
  probe ??= Object.assign(document.createElement('input'), { type: 'email' });
  probe.value = value;
  return value.trim() !== '' && !probe.validity.typeMismatch;
}

/** The e-mail check of every form: required, then an address. */
export function emailAddress<Values extends FieldValues = FieldValues>(
  messages: Pick<FormsMessages, 'emailRequired' | 'emailInvalid'>,
): FieldCheck<string, Values> {
  return (value) => {
    if (value.trim() === '') {
      return messages.emailRequired;
    }
    return isEmailAddress(value.trim()) ? null : messages.emailInvalid;
  };
}

/**
 * The phone check of every form (registration, profile, demo request): the SDK's one rule,
 * DDD and number, 10 or 11 digits. An empty phone passes; add `required` when it must be given.
 */
export function brazilianPhone<Values extends FieldValues = FieldValues>(
  messages: Pick<FormsMessages, 'phoneInvalid'>,
): FieldCheck<string, Values> {
  return (value) => (isValidPhone(value) ? null : messages.phoneInvalid);
}

/**
 * The rule of a new password (registration, reset, change), the server's own: 8 to 128
 * characters, no composition rule. The server also refuses common passwords; that refusal comes
 * back as a field error (`showServerErrors`).
 */
export function newPassword<Values extends FieldValues = FieldValues>(): FieldCheck<string, Values> {
  return (value) => validateNewPassword(value);
}
