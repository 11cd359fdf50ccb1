// The password rule the server applies (ASVS v5 §6.2: length over composition) and the live
// checklist of the registration form (spec 1 §5), which is a hint, never a gate. The lengths are
// the contract's `NewPassword` schema; the server also refuses common passwords, which only it
// can judge (its dictionaries are not shipped to the browser).

/** One line of the checklist. */
export interface PasswordCheck {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit';
  /** The hint shown to the user (pt-BR). */
  label: string;
  met: boolean;
}

/** Minimum password length (spec 1 §9; the contract's `NewPassword.minLength`). */
export const MIN_PASSWORD_LENGTH = 8;

/** Maximum password length: long passphrases are welcome (the contract's `NewPassword.maxLength`). */
export const MAX_PASSWORD_LENGTH = 128;

/** Length as the server counts it: characters, not UTF-16 units (an emoji or "ã" is one). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * The length rule of a new password (registration, reset, change). Returns the message to show,
 * or null when the length is acceptable. No composition rule: upper case, digits and symbols are
 * never required.
 */
export function validateNewPassword(password: string): string | null {
  const length = passwordLength(password);
  if (length < MIN_PASSWORD_LENGTH) {
    return 'A senha deve ter pelo menos 8 caracteres.';
  }
  return length > MAX_PASSWORD_LENGTH ? 'A senha pode ter no máximo 128 caracteres.' : null;
}

/** The four hints — at least 8 characters, an uppercase letter, a lowercase letter, a digit. */
export function passwordChecklist(password: string): PasswordCheck[] {
  return [
    { id: 'length', label: 'Pelo menos 8 caracteres', met: passwordLength(password) >= MIN_PASSWORD_LENGTH },
    { id: 'uppercase', label: 'Uma letra maiúscula', met: /\p{Lu}/u.test(password) },
    { id: 'lowercase', label: 'Uma letra minúscula', met: /\p{Ll}/u.test(password) },
    { id: 'digit', label: 'Um número', met: /\d/.test(password) },
  ];
}
