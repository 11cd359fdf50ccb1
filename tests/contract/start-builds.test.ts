// `npm start` skips a build whose inputs have not changed (scripts/builds.mjs, issue 28): checked
// on a throwaway folder with a build that counts its runs. (This root-level project also holds the
// repository's other whole-tree checks, such as selfContained.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain JavaScript script of the repository, without declarations.
import { buildIfChanged, inputsHash, START_BUILDS, writeCommittedStamp } from '../../scripts/builds.mjs';

let root: string;
const build = () => ({
  name: 'sample',
  label: 'Exemplo',
  inputs: ['src'],
  outputs: ['out/result.txt'],
  command: process.execPath,
  args: [
    '-e',
    "const fs=require('fs');fs.mkdirSync('out',{recursive:true});fs.appendFileSync('runs.txt','x');fs.writeFileSync('out/result.txt',fs.readFileSync('src/a.ts'))",
  ],
});
const runs = () => fs.readFileSync(path.join(root, 'runs.txt'), 'utf8').length;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-builds-'));
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src/a.ts'), 'export const a = 1;\n');
  fs.writeFileSync(path.join(root, 'src/a.test.ts'), 'test\n');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('builds de npm start', () => {
  it('constrói na primeira vez e pula enquanto as fontes não mudam', async () => {
    expect(await buildIfChanged(build(), root)).toBe(true);
    expect(await buildIfChanged(build(), root)).toBe(false);
    expect(runs()).toBe(1);
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toContain(
      'Exemplo: sem mudanças desde o último build',
    );
  });

  it('reconstrói quando o conteúdo de uma fonte ou o lock mudam, não quando só um teste muda', async () => {
    await buildIfChanged(build(), root);
    fs.writeFileSync(path.join(root, 'src/a.test.ts'), 'another test\n');
    expect(await buildIfChanged(build(), root)).toBe(false);
    fs.writeFileSync(path.join(root, 'src/a.ts'), 'export const a = 2;\n');
    expect(await buildIfChanged(build(), root)).toBe(true);
    expect(fs.readFileSync(path.join(root, 'out/result.txt'), 'utf8')).toBe('export const a = 2;\n');
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"changed":true}');
    expect(await buildIfChanged(build(), root)).toBe(true);
    expect(runs()).toBe(3);
  });

  it('reconstrói quando a saída sumiu', async () => {
    await buildIfChanged(build(), root);
    fs.rmSync(path.join(root, 'out'), { recursive: true });
    expect(await buildIfChanged(build(), root)).toBe(true);
    expect(runs()).toBe(2);
  });

  it('numa cópia nova, reaproveita uma saída commitada cujo carimbo é o das fontes, e só ela', async () => {
    const committed = { ...build(), committedStamp: 'out/inputs.sha256' };
    // What a clone holds: the output and its stamp, no build cache.
    fs.mkdirSync(path.join(root, 'out'));
    fs.writeFileSync(path.join(root, 'out/result.txt'), 'export const a = 1;\n');
    writeCommittedStamp(committed, root);
    expect(await buildIfChanged(committed, root)).toBe(false);
    expect(fs.existsSync(path.join(root, 'runs.txt'))).toBe(false);
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toContain(
      'Exemplo: igual ao commitado no repositório',
    );
    // A source edited after the commit: built again.
    fs.writeFileSync(path.join(root, 'src/a.ts'), 'export const a = 3;\n');
    expect(await buildIfChanged(committed, root)).toBe(true);
    expect(runs()).toBe(1);
  });

  it('o carimbo commitado do contrato é o das suas fontes de agora (npm run contract:bundle o reescreve)', () => {
    const repository = path.resolve(import.meta.dirname, '../..');
    const contract = (START_BUILDS as Array<{ name: string; inputs: string[]; committedStamp: string }>).find(
      (startBuild) => startBuild.name === 'contract',
    );
    expect(contract?.committedStamp).toBeDefined();
    const stamp = fs.readFileSync(path.join(repository, contract?.committedStamp ?? ''), 'utf8').trim();
    expect(stamp).toBe(inputsHash(contract?.inputs, {}, repository));
  });

  it('um build em segundo plano roda com prioridade menor (nice 10), o outro com a de quem chama', async () => {
    const priorityBuild = (name: string) => ({
      ...build(),
      name,
      outputs: [`${name}.txt`],
      args: ['-e', `require('fs').writeFileSync('${name}.txt', String(require('os').getPriority()))`],
    });
    const priority = (name: string) => Number(fs.readFileSync(path.join(root, `${name}.txt`), 'utf8'));
    await buildIfChanged(priorityBuild('background'), root, { background: true });
    await buildIfChanged(priorityBuild('foreground'), root);
    expect(priority('background')).toBe(Math.max(10, os.getPriority()));
    expect(priority('foreground')).toBe(os.getPriority());
  });

  it('os builds de npm start rodam os scripts dos pacotes que existem, sem passar pelo npm', () => {
    const repository = path.resolve(import.meta.dirname, '../..');
    for (const startBuild of START_BUILDS as Array<{ label: string; command: string; args: string[] }>) {
      if (startBuild.command === process.execPath) {
        expect(fs.existsSync(path.join(repository, startBuild.args[0] ?? '')), startBuild.label).toBe(true);
      }
    }
  });

  it('cada build de npm start lê fontes que existem no repositório', () => {
    const repository = path.resolve(import.meta.dirname, '../..');
    for (const startBuild of START_BUILDS as Array<{ label: string; inputs: string[] }>) {
      for (const input of startBuild.inputs) {
        expect(fs.existsSync(path.join(repository, input)), `${startBuild.label}: ${input}`).toBe(true);
      }
    }
  });
});
