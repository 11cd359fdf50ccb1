// The live password checklist of the registration form (spec 1 §5): a hint, never a gate.

/** One line of the checklist. */
export interface PasswordCheck {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit';
  /** The hint shown to the user (pt-BR). */
  label: string;
  met: boolean;
}

/** Minimum password length (spec 1 §9). */
export const MIN_PASSWORD_LENGTH = 8;

/** The four hints — at least 8 characters, an uppercase letter, a lowercase letter, a digit. */
export function passwordChecklist(password: string): PasswordCheck[] {
  return [
    { id: 'length', label: 'Pelo menos 8 caracteres', met: password.length >= MIN_PASSWORD_LENGTH },
    { id: 'uppercase', label: 'Uma letra maiúscula', met: /\p{Lu}/u.test(password) },
    { id: 'lowercase', label: 'Uma letra minúscula', met: /\p{Ll}/u.test(password) },
    { id: 'digit', label: 'Um número', met: /\d/.test(password) },
  ];
}
