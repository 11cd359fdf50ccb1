// Scheduled runs (issue 30 item 4): the contract's operations wired to modules/schedules. Only a
// signed-in user reaches them, and only their own schedules (another person's id is 404).
import { defineOperations } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import { SCHEDULE_MESSAGES as M } from '../../modules/schedules/messages.ts';
import { runScheduleNow } from '../../modules/schedules/runs.ts';
import {
  createSchedule,
  deleteSchedule,
  findSchedule,
  listSchedules,
  scheduleLimit,
  toRun,
  updateSchedule,
} from '../../modules/schedules/schedules.ts';

/** The pt-BR message of a body the contract's schema refused, by the field it names. */
function invalidMessage(issues: Issue[]): string {
  const about = (field: string) => issues.find((issue) => issue.field === field);
  const name = about('name');
  if (name) {
    return name.keyword === 'maxLength' ? M.nameTooLong : M.emptyName;
  }
  const message = about('message');
  if (message) {
    return message.keyword === 'maxLength' ? M.messageTooLong : M.emptyMessage;
  }
  if (about('agent')) {
    return M.invalidAgent;
  }
  if (about('frequency')) {
    return M.invalidFrequency;
  }
  if (issues.some((issue) => issue.keyword === 'minProperties')) {
    return M.nothingToChange;
  }
  return M.invalidRequest;
}

const failure = (error: string) => ({ success: false as const, error });

export const schedulesOperations = defineOperations({
  schedulesList: {
    handler: async ({ user, services }) => {
      const [schedules, { limit }] = await Promise.all([
        listSchedules(services, user.id),
        scheduleLimit(services, user.id),
      ]);
      return { status: 200, body: { success: true, schedules, limit } };
    },
  },

  schedulesCreate: {
    invalidMessage,
    handler: async ({ body, user, services }) => {
      const created = await createSchedule(services, user.id, body);
      if ('error' in created) {
        return { status: created.status as 400 | 403, body: failure(created.error) };
      }
      return { status: 201, body: { success: true, message: created.message, schedule: created.schedule } };
    },
  },

  schedulesUpdate: {
    invalidMessage,
    notFoundMessage: M.notFound,
    handler: async ({ params, body, user, services }) => {
      const saved = await updateSchedule(services, user.id, params.id, body);
      if ('error' in saved) {
        return { status: saved.status, body: failure(saved.error) };
      }
      return { status: 200, body: { success: true, message: saved.message, schedule: saved.schedule } };
    },
  },

  schedulesDelete: {
    notFoundMessage: M.notFound,
    handler: async ({ params, user, services }) => {
      if (!(await deleteSchedule(services, user.id, params.id))) {
        return { status: 404, body: failure(M.notFound) };
      }
      return { status: 200, body: { success: true, message: M.deleted } };
    },
  },

  schedulesRunNow: {
    notFoundMessage: M.notFound,
    handler: async ({ params, user, services }) => {
      const schedule = await findSchedule(services, user.id, params.id);
      if (!schedule) {
        return { status: 404, body: failure(M.notFound) };
      }
      const run = await runScheduleNow(services, schedule);
      if (!run) {
        return { status: 409, body: failure(M.alreadyRunning) };
      }
      return { status: 202, body: { success: true, message: M.runStarted, run: toRun(run) } };
    },
  },
});
