// The checks the auth and landing forms run before calling the server. The spec leaves e-mail
// validity to "the browser's e-mail input type": this asks the browser the same question, so the
// rule is the browser's, while the message stays pt-BR (native bubbles speak the browser's
// language and vanish as soon as focus moves).
import { type RefObject, useEffect } from 'react';

let probe: HTMLInputElement | null = null;

/** True when the browser's `type="email"` input would accept the value. */
export function isEmailAddress(value: string): boolean {
  if (typeof document === 'undefined') {
    return /^[^\s@]+@[^\s@]+$/.test(value);
  }
  probe ??= Object.assign(document.createElement('input'), { type: 'email' });
  probe.value = value;
  return value.trim() !== '' && !probe.validity.typeMismatch;
}

/** The e-mail field's problem, or null: empty, then not an address. */
export function emailProblem(
  value: string,
  messages: { emailRequired: string; emailInvalid: string },
): string | null {
  if (value.trim() === '') {
    return messages.emailRequired;
  }
  return isEmailAddress(value.trim()) ? null : messages.emailInvalid;
}

/**
 * After a submit that found errors, moves focus to the first invalid field in form order, so a
 * keyboard or screen-reader user lands on what to fix. `attempt` changes on every such submit.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [form, attempt]);
}
