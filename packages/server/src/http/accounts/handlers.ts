// Accounts and sessions (spec 1 §2–§9), one module per seam: registration and its code, login
// and sessions, password reset, the user's profile and security, preferences and settings.
import { passwordResetOperations } from './password-reset.ts';
import { preferencesOperations } from './preferences.ts';
import { profileOperations } from './profile.ts';
import { registrationOperations } from './registration.ts';
import { sessionOperations } from './sessions.ts';

export { DEFAULT_PREFERENCES, DEFAULT_SETTINGS } from '../../modules/accounts/preference-defaults.ts';

export const accountsOperations = {
  ...registrationOperations,
  ...sessionOperations,
  ...passwordResetOperations,
  ...profileOperations,
  ...preferencesOperations,
};
