import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundlePath, repoRoot } from './bundle';

const run = promisify(execFile);
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

describe('the contract is clean and its generated files are current', () => {
  it('redocly lint reports no errors and no warnings', async () => {
    const { stdout, stderr } = await run(bin('redocly'), ['lint', '--format=summary'], {
      cwd: repoRoot,
    }).catch((error: { stdout: string; stderr: string }) => error);
    const output = `${stdout}\n${stderr}`;
    expect(output).not.toMatch(/\berror\b/i);
    expect(output).not.toMatch(/\bwarning/i);
    expect(output).toMatch(/Your API description is valid|valid/i);
  });

  it('the committed SDK types equal a fresh generation from the bundle', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-types-'));
    const fresh = path.join(dir, 'openapi.ts');
    await run(
      bin('openapi-typescript'),
      [bundlePath, '--redocly', 'openapi/redocly.types.yaml', '-o', fresh],
      { cwd: repoRoot },
    );
    const committed = fs.readFileSync(path.join(repoRoot, 'packages/sdk/src/generated/openapi.ts'), 'utf8');
    expect(
      committed === fs.readFileSync(fresh, 'utf8'),
      'run `npm run contract:build` and commit the result',
    ).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('the committed bundle equals a fresh bundle of openapi/', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-bundle-'));
    const fresh = path.join(dir, 'openapi.json');
    await run(bin('redocly'), ['bundle', 'main', '--output', fresh, '--ext', 'json'], { cwd: repoRoot });
    expect(
      fs.readFileSync(bundlePath, 'utf8') === fs.readFileSync(fresh, 'utf8'),
      'run `npm run contract:build`',
    ).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('the bundle has no external $ref', () => {
    const refs = fs.readFileSync(bundlePath, 'utf8').match(/"\$ref":\s*"[^"#][^"]*"/g) ?? [];
    expect(refs).toEqual([]);
  });
});
