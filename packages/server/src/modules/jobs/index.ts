// Long agent runs as jobs: the queue (in process or BullMQ) and the runs' stored status.
export {
  BullJobQueue,
  InlineJobQueue,
  type JobHandler,
  type JobQueue,
  type ReportProgress,
} from './queue.ts';
export {
  type AgentRunRow,
  findRun,
  finishRun,
  interruptRuns,
  type RunStatus,
  runningRuns,
  setRunProgress,
  startRun,
} from './runs.ts';
