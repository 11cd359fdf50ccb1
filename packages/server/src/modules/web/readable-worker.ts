// The page-reading worker: linkedom and Readability over a large fetched body, off the request
// thread (a 1.8 MB page of paragraphs takes them seconds).
import { parentPort, workerData } from 'node:worker_threads';
import { yieldToRequestThread } from '../../infra/background-thread.ts';
import { type PageJob, pageText } from './readable.ts';

yieldToRequestThread();
parentPort?.postMessage(await pageText(workerData as PageJob));
