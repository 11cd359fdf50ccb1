// Where the server's log goes: standard output (or `dest`), written without blocking, as pino's
// own destination does, but handed to the writer as bytes. In its default (text) mode sonic-boom
// appends each line to the text waiting to be written and measures that whole text's length in
// bytes again, so under load (lines pile up while a write is under way) every line cost as much as
// the pile: most of the log's cost on an authenticated read (issue 28). As bytes, it keeps the
// lengths as it goes.
import pino from 'pino';

export type LogStream = ReturnType<typeof pino.destination>;

export function logStream(dest: number | string = 1): LogStream {
  const stream = pino.destination({ dest, sync: false, contentMode: 'buffer' });
  // In this mode the writer takes bytes; its types only know its default mode.
  const writeBytes = stream.write.bind(stream) as unknown as (bytes: Buffer) => boolean;
  stream.write = (line: string | Buffer) => writeBytes(typeof line === 'string' ? Buffer.from(line) : line);
  return stream;
}
