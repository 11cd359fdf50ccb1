// The stop of a streamed answer: the client closing the connection before the response ends.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fires when the client goes away before the response is complete (the stop of a stream). */
export function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const abort = () => {
    if (!reply.raw.writableFinished) {
      controller.abort();
    }
  };
  reply.raw.once('close', abort);
  request.raw.once('aborted', abort);
  return controller.signal;
}
