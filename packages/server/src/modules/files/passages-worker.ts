// The passage worker: chunks a long document's or page's text, ranks the chunks for an
// instruction and writes the offline summary. A 2 MB text takes seconds of this (MiniSearch over
// 1,600 chunks); here it holds no one else's request.
import { parentPort, workerData } from 'node:worker_threads';
import { yieldToRequestThread } from '../../infra/background-thread.ts';
import { type PassagesJob, rankPassagesHere } from './ranking.ts';

yieldToRequestThread();
parentPort?.postMessage(rankPassagesHere(workerData as PassagesJob));
