// The landing's visitor calls (extensions): the newsletter sign-up and the Enterprise demo
// request. Both are stored, confirmed by e-mail through the messenger (outbox or SMTP) and
// throttled per address like the account calls.
import { HOUR } from '../../clock.ts';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import { digitsOnly, normalizeEmail } from '../../modules/accounts/users.ts';
import { MARKETING_MESSAGES as M } from '../../modules/marketing/messages.ts';
import { demoRequests, newsletterSubscriptions } from '../../modules/marketing/schema.ts';

export const MARKETING_THROTTLES = {
  newsletterPerIp: [10, HOUR],
  demoPerIp: [5, HOUR],
  /** Confirmations a single mailbox can be sent by other people's requests. */
  demoPerEmail: [3, 24 * HOUR],
} as const satisfies Record<string, Throttle>;

const tooMany = (waitMs: number) => ({
  status: 429 as const,
  body: { success: false as const, error: M.tooManyRequests },
  headers: retryAfter(waitMs),
});

const DEMO_FIELD_MESSAGES: Record<string, string> = {
  name: M.invalidName,
  email: M.invalidEmail,
  company: M.invalidCompany,
  phone: M.invalidPhone,
  team_size: M.invalidTeamSize,
  message: M.invalidMessage,
};

function firstProblem(issues: Issue[], messages: Record<string, string>): string | undefined {
  const unknown = issues.find((i) => i.keyword === 'additionalProperties');
  if (unknown) {
    return M.notAllowed(String(unknown.params.additionalProperty));
  }
  const known = issues.find((i) => i.field !== null && messages[i.field]);
  if (known?.field) {
    return messages[known.field];
  }
  return issues.some((i) => i.field === null) ? M.notAnObject : undefined;
}

export const marketingOperations = defineOperations({
  marketingSubscribeNewsletter: {
    invalidMessage: (issues) => firstProblem(issues, { email: M.invalidEmail }) ?? M.invalidEmail,
    handler: async ({ body, services, request }) => {
      const wait = await overThrottle(
        services.limiter,
        `newsletterPerIp:${request.ip}`,
        MARKETING_THROTTLES.newsletterPerIp,
      );
      if (wait !== null) {
        return tooMany(wait);
      }
      const email = normalizeEmail(body.email);
      const inserted = await services.db
        .insert(newsletterSubscriptions)
        .values({ email, createdAt: services.clock.now() })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      // Only a new address gets the confirmation, after the answer: a repeated sign-up looks
      // and takes the same as a first one, and nobody learns who is subscribed.
      if (inserted.length > 0) {
        services.background.run('newsletter-confirmation', () =>
          services.messenger.send({
            channel: 'email',
            to: email,
            subject: M.newsletterEmailSubject,
            body: M.newsletterEmailBody,
          }),
        );
      }
      return { status: 200, body: { success: true, message: M.subscribed } };
    },
  },

  marketingRequestEnterpriseDemo: {
    invalidMessage: (issues) => firstProblem(issues, DEMO_FIELD_MESSAGES),
    handler: async ({ body, services, request }) => {
      const name = body.name.trim();
      const company = body.company.trim();
      const phone = digitsOnly(body.phone ?? '');
      if (name.length < 2) {
        return { status: 400, body: { success: false, error: M.invalidName } };
      }
      if (company.length < 2) {
        return { status: 400, body: { success: false, error: M.invalidCompany } };
      }
      if (phone !== '' && (phone.length < 10 || phone.length > 11)) {
        return { status: 400, body: { success: false, error: M.invalidPhone } };
      }
      const email = normalizeEmail(body.email);
      const wait =
        (await overThrottle(services.limiter, `demoPerIp:${request.ip}`, MARKETING_THROTTLES.demoPerIp)) ??
        (await overThrottle(services.limiter, `demoPerEmail:${email}`, MARKETING_THROTTLES.demoPerEmail));
      if (wait !== null) {
        return tooMany(wait);
      }
      const stored = {
        name,
        email,
        company,
        phone,
        teamSize: body.team_size ?? null,
        message: (body.message ?? '').trim(),
      };
      await services.db.insert(demoRequests).values({ ...stored, createdAt: services.clock.now() });
      services.background.run('demo-request-emails', async () => {
        await services.messenger.sendAll([
          {
            channel: 'email',
            to: services.config.salesEmail,
            subject: M.salesEmailSubject(company),
            body: M.salesEmailBody(stored),
          },
          {
            channel: 'email',
            to: email,
            subject: M.demoEmailSubject,
            body: M.demoEmailBody(name.split(/\s+/)[0] ?? name, company),
          },
        ]);
      });
      return { status: 201, body: { success: true, message: M.demoRequested } };
    },
  },
});
