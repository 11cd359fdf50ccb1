// What a user who never saved their notification preferences or general settings reads (spec 1
// §3 defaults): the preferences screen, the usage alerts and the support notices all start here.
import type { BodyOf } from '../../contract/types.ts';

export type Preferences = BodyOf<'accountsGetNotificationPreferences', 200>['preferences'];
export type Settings = BodyOf<'accountsGetGeneralSettings', 200>['settings'];

export const DEFAULT_PREFERENCES: Preferences = {
  email_notifications: true,
  push_notifications: true,
  usage_alerts: true,
  marketing_emails: true,
  support_notifications: true,
  system_updates: true,
};

export const DEFAULT_SETTINGS: Settings = {
  // Dark, as the theme's own default (spec 1 §4): the theme does not change at sign-in.
  dark_mode: true,
  auto_save: true,
  data_analysis: true,
  language: 'pt-BR',
  session_timeout: 30,
  show_tutorials: true,
  enable_analytics: true,
  privacy_mode: false,
};
