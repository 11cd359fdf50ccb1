// Minha Conta › Privacidade (issue 31 item 3, LGPD): the contract's operations wired to
// modules/privacy. Every operation is the signed-in user's own: nobody reads or changes another
// person's consents, retention or exports (an export of someone else answers 404).
import { defineOperations } from '../../contract/define.ts';
import { consentHistory, currentConsents, recordConsents } from '../../modules/privacy/consents.ts';
import { downloadExport, exportsOf, requestExport } from '../../modules/privacy/exports.ts';
import { PRIVACY_MESSAGES as M } from '../../modules/privacy/messages.ts';
import { operatorReadsOf } from '../../modules/privacy/operator-reads.ts';
import { processorsOf } from '../../modules/privacy/processors.ts';
import { isRetentionChoice, retentionOf, setRetention } from '../../modules/privacy/retention.ts';
import type { Services } from '../../services.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The 'Privacidade' tab's whole state. */
async function privacyOverview(services: Services, userId: number) {
  const now = services.clock.now();
  const [consents, history, retention, reads, exports] = await Promise.all([
    currentConsents(services.db, userId),
    consentHistory(services.db, userId),
    retentionOf(services.db, userId),
    operatorReadsOf(services.db, userId),
    exportsOf(services.db, userId, now),
  ]);
  return {
    consents: {
      terms: consents.terms
        ? { version: consents.terms.version, accepted_at: consents.terms.acceptedAt.toISOString() }
        : null,
      marketing_emails: {
        granted: consents.marketingEmails.granted,
        since: iso(consents.marketingEmails.since),
      },
      memory: { granted: consents.memory.granted, since: iso(consents.memory.since) },
    },
    consent_history: history.map((entry) => ({
      kind: entry.kind,
      granted: entry.granted,
      terms_version: entry.termsVersion,
      at: entry.at.toISOString(),
    })),
    retention_days: retention,
    processors: processorsOf(services.config.llm),
    data_officer: services.config.privacyOfficerContact,
    operator_reads: reads.map((read) => ({
      kind: read.kind as 'support_ticket' | 'support_reply' | 'console_usage_history',
      subject: read.subject,
      at: read.at.toISOString(),
    })),
    exports: exports.map((row) => ({
      id: row.id,
      status: row.status,
      requested_at: row.requestedAt.toISOString(),
      ready_at: iso(row.readyAt),
      expires_at: row.expiresAt.toISOString(),
      size_bytes: row.sizeBytes,
    })),
  };
}

export const privacyOperations = defineOperations({
  accountsGetPrivacy: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: { success: true, privacy: await privacyOverview(services, user.id) },
    }),
  },

  accountsUpdateConsents: {
    invalidMessage: () => M.invalidConsent,
    handler: async ({ body, user, services }) => {
      await recordConsents(
        services.db,
        user.id,
        { marketingEmails: body.marketing_emails, memory: body.memory },
        services.clock.now(),
      );
      return {
        status: 200,
        body: { success: true, privacy: await privacyOverview(services, user.id), message: M.consentsSaved },
      };
    },
  },

  accountsUpdateRetention: {
    invalidMessage: () => M.invalidRetention,
    handler: async ({ body, user, services }) => {
      if (!isRetentionChoice(body.retention_days)) {
        return { status: 400, body: { success: false, error: M.invalidRetention } };
      }
      await setRetention(services.db, user.id, body.retention_days, services.clock.now());
      return {
        status: 200,
        body: { success: true, privacy: await privacyOverview(services, user.id), message: M.retentionSaved },
      };
    },
  },

  accountsRequestDataExport: {
    handler: async ({ user, services }) => {
      const outcome = await requestExport(services, user.id);
      if (outcome.kind === 'in_progress') {
        return { status: 409, body: { success: false, error: M.exportInProgress } };
      }
      return { status: 202, body: { success: true, message: M.exportRequested, export_id: outcome.id } };
    },
  },

  accountsDownloadDataExport: {
    notFoundMessage: M.exportNotFound,
    invalidMessage: () => M.exportNotFound,
    handler: async ({ params, query, user, services }) =>
      downloadExport(services, user.id, params.export_id, query.token),
  },
});
