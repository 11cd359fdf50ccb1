// Notification preferences and general settings (spec 1 §2 "Notificações", "Configurações"; §3
// defaults). A user who never saved either reads the spec's defaults.
import { eq } from 'drizzle-orm';
import { defineOperations } from '../../contract/define.ts';
import { ACCOUNT_MESSAGES as M } from '../../modules/accounts/messages.ts';
import {
  DEFAULT_PREFERENCES,
  DEFAULT_SETTINGS,
  type Preferences,
  type Settings,
} from '../../modules/accounts/preference-defaults.ts';
import { generalSettings, notificationPreferences } from '../../modules/accounts/schema.ts';
import type { Services } from '../../services.ts';

const NOTIFICATION_KEYS = {
  email_notifications: 'emailNotifications',
  push_notifications: 'pushNotifications',
  usage_alerts: 'usageAlerts',
  marketing_emails: 'marketingEmails',
  support_notifications: 'supportNotifications',
  system_updates: 'systemUpdates',
} as const;

const SETTINGS_KEYS = {
  dark_mode: 'darkMode',
  auto_save: 'autoSave',
  data_analysis: 'dataAnalysis',
  language: 'language',
  session_timeout: 'sessionTimeout',
  show_tutorials: 'showTutorials',
  enable_analytics: 'enableAnalytics',
  privacy_mode: 'privacyMode',
} as const;

async function readPreferences(services: Services, userId: number): Promise<Preferences> {
  const [row] = await services.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) {
    return { ...DEFAULT_PREFERENCES };
  }
  const result = { ...DEFAULT_PREFERENCES };
  for (const [key, column] of Object.entries(NOTIFICATION_KEYS) as [keyof Preferences, keyof typeof row][]) {
    result[key] = row[column] as boolean;
  }
  return result;
}

async function readSettings(services: Services, userId: number): Promise<Settings> {
  const [row] = await services.db.select().from(generalSettings).where(eq(generalSettings.userId, userId));
  if (!row) {
    return { ...DEFAULT_SETTINGS };
  }
  return {
    dark_mode: row.darkMode,
    auto_save: row.autoSave,
    data_analysis: row.dataAnalysis,
    language: row.language as Settings['language'],
    session_timeout: row.sessionTimeout,
    show_tutorials: row.showTutorials,
    enable_analytics: row.enableAnalytics,
    privacy_mode: row.privacyMode,
  };
}

export const preferencesOperations = defineOperations({
  accountsGetNotificationPreferences: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: { success: true, preferences: await readPreferences(services, user.id) },
    }),
  },

  accountsUpdateNotificationPreferences: {
    invalidMessage: (issues) => {
      const first = issues[0];
      if (!first) {
        return undefined;
      }
      if (first.keyword === 'additionalProperties') {
        return `Preferência inválida: ${String(first.params.additionalProperty)}.`;
      }
      if (first.keyword === 'minProperties') {
        return 'Informe pelo menos uma preferência.';
      }
      if (first.field) {
        return `Valor inválido para ${first.field}: use true ou false.`;
      }
      return 'Envie um objeto com as preferências que mudam.';
    },
    handler: async ({ body, user, services }) => {
      const changes: Partial<typeof notificationPreferences.$inferInsert> = {};
      for (const [key, column] of Object.entries(NOTIFICATION_KEYS) as [keyof Preferences, string][]) {
        const value = body[key];
        if (typeof value === 'boolean') {
          (changes as Record<string, unknown>)[column] = value;
        }
      }
      const now = services.clock.now();
      await services.db
        .insert(notificationPreferences)
        .values({ userId: user.id, ...changes, updatedAt: now })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...changes, updatedAt: now } });
      return {
        status: 200,
        body: {
          success: true,
          preferences: await readPreferences(services, user.id),
          message: M.preferencesUpdated,
        },
      };
    },
  },

  accountsGetGeneralSettings: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: { success: true, settings: await readSettings(services, user.id) },
    }),
  },

  accountsUpdateGeneralSettings: {
    invalidMessage: (issues) => {
      const first = issues[0];
      if (!first) {
        return undefined;
      }
      if (first.keyword === 'additionalProperties') {
        return `Configuração inválida: ${String(first.params.additionalProperty)}.`;
      }
      if (first.keyword === 'minProperties') {
        return 'Informe pelo menos uma configuração.';
      }
      switch (first.field) {
        case 'session_timeout':
          return 'Valor inválido para session_timeout: use de 5 a 480 minutos.';
        case 'language':
          return 'Valor inválido para language: use pt-BR, en-US ou es-ES.';
        case null:
          return 'Envie um objeto com as configurações que mudam.';
        default:
          return `Valor inválido para ${first.field}: use true ou false.`;
      }
    },
    handler: async ({ body, user, services }) => {
      const changes: Record<string, unknown> = {};
      for (const [key, column] of Object.entries(SETTINGS_KEYS) as [keyof Settings, string][]) {
        if (body[key] !== undefined) {
          changes[column] = body[key];
        }
      }
      const now = services.clock.now();
      // The session timeout is read with the session on every node.
      await services.tokens.sessionsChanged(user.id);
      await services.db
        .insert(generalSettings)
        .values({ userId: user.id, ...changes, updatedAt: now })
        .onConflictDoUpdate({ target: generalSettings.userId, set: { ...changes, updatedAt: now } });
      return {
        status: 200,
        body: { success: true, settings: await readSettings(services, user.id), message: M.settingsUpdated },
      };
    },
  },
});
