import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { logStream } from './log-stream.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

describe('a saída do log', () => {
  it('escreve cada linha inteira, na ordem, com acentos, mesmo quando elas se acumulam', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-log-'));
    folders.push(folder);
    const file = path.join(folder, 'server.log');
    const stream = logStream(file);
    await new Promise((resolve) => stream.once('ready', resolve));
    const logger = pino({ level: 'info' }, stream);
    // Many lines in one turn of the event loop: they wait while the first write is under way.
    for (let index = 0; index < 2_000; index++) {
      logger.info({ index, user: 'Conceição' }, 'requisição concluída');
    }
    stream.flushSync();
    const closed = new Promise((resolve) => stream.once('close', resolve));
    stream.end();
    await closed;
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2_000);
    expect(lines.map((line) => line.index)).toEqual([...Array(2_000).keys()]);
    expect(lines[1_999]).toMatchObject({ user: 'Conceição', msg: 'requisição concluída' });
  });
});
