import { defineOperations, retryAfter } from '../../contract/define.ts';
import { ACCOUNT_MESSAGES as M } from '../../modules/accounts/messages.ts';
import { passwordProblem, passwordProblemMessage } from '../../modules/accounts/password-policy.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { resetPassword, sendResetLink } from '../../modules/accounts/reset-links.ts';
import { overLimit } from '../../modules/accounts/throttles.ts';
import { normalizeEmail } from '../../modules/accounts/users.ts';

export const passwordResetOperations = defineOperations({
  accountsRequestPasswordReset: {
    invalidMessage: () => M.resetInvalidEmail,
    handler: async ({ body, services, request }) => {
      const wait = await overLimit(services, 'resetPerIp', request.ip);
      if (wait !== null) {
        return { status: 429, body: { error: M.tooManyRequests }, headers: retryAfter(wait) };
      }
      const email = normalizeEmail(body.email);
      // Looked up and sent after the answer, so its timing says nothing about the account; a
      // mailbox gets at most a few links per hour.
      services.background.run('password-reset', () => sendResetLink(services, email));
      return { status: 200, body: { message: M.resetRequested } };
    },
  },

  accountsConfirmPasswordReset: {
    invalidMessage: (issues) => {
      const first = issues[0];
      if (issues.some((i) => i.field === 'token')) {
        return M.resetTokenMissing;
      }
      if (first?.field === 'password' && first.keyword === 'minLength') {
        return M.passwordShort;
      }
      if (first?.field === 'password' && first.keyword === 'maxLength') {
        return M.passwordLong;
      }
      return undefined;
    },
    handler: async ({ body, services, request }) => {
      const wait = await overLimit(services, 'resetConfirmPerIp', request.ip);
      if (wait !== null) {
        return { status: 429, body: { error: M.tooManyRequests }, headers: retryAfter(wait) };
      }
      const token = body.token.trim();
      if (token === '') {
        return { status: 400, body: { error: M.resetTokenMissing } };
      }
      if (body.password !== body.password_confirm) {
        return { status: 400, body: { error: M.resetPasswordsDiffer } };
      }
      const problem = await passwordProblem(body.password);
      if (problem) {
        return { status: 400, body: { error: passwordProblemMessage(problem) } };
      }
      if (!(await resetPassword(services, token, await hashPassword(body.password)))) {
        return { status: 400, body: { error: M.resetTokenInvalid } };
      }
      return { status: 200, body: { message: M.resetDone } };
    },
  },
});
