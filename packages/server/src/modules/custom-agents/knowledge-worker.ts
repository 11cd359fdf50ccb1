// The knowledge worker: cuts a custom agent's documents (up to ten of 2 million characters) into
// paragraphs and scores each for a question. That takes seconds for large documents; here it
// holds no one else's request.
import { parentPort, workerData } from 'node:worker_threads';
import { yieldToRequestThread } from '../../infra/background-thread.ts';
import { type KnowledgeJob, rankKnowledgeHere } from './knowledge-passages.ts';

yieldToRequestThread();
parentPort?.postMessage(rankKnowledgeHere(workerData as KnowledgeJob));
