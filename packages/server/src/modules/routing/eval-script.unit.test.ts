// `npm run -s eval:routing -- FILE.tsv` as a user runs it: a child process whose last line is the
// accuracy, and clear errors for a missing file or a bad line.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../../package-root.ts';

const run = promisify(execFile);
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-eval-routing-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function evalRouting(file: string) {
  return run(
    process.execPath,
    ['--conditions=@sppock/source', '--import', 'tsx', 'scripts/eval-routing.ts', file],
    { cwd: packageRoot, env: { ...process.env, INIT_CWD: dir } },
  );
}

describe('eval-routing', () => {
  it('imprime precisão, revocação, latência, calibração e, por último, a acurácia', {
    timeout: 60_000,
  }, async () => {
    fs.writeFileSync(
      path.join(dir, 'small.tsv'),
      [
        'text\tlabel',
        'escreve um e-mail de cobrança para o cliente\temail_writer',
        'encontre fornecedores de embalagens em Curitiba\tsupplier_finder',
        'o que é um funil de vendas?\tchatsppock',
        // Deliberately mislabelled: the count must show one miss.
        'monte a pauta da reunião semanal\tbrainstorm',
      ].join('\n'),
    );
    const { stdout } = await evalRouting('small.tsv');
    const lines = stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('accuracy: 0.750 (3/4)');
    expect(stdout).toMatch(/^email_writer\s+100\.0%\s+100\.0%\s+1$/m);
    expect(stdout).toMatch(/^brainstorm\s+—\s+0\.0%\s+1$/m);
    expect(stdout).toMatch(/latência por mensagem: p50 \d+\.\d{3} ms, p95 \d+\.\d{3} ms/);
    expect(stdout).toContain('calibração: confiança → acerto observado');
    expect(stdout).toMatch(/^erro de calibração esperado \(ECE, sobre as faixas acima\): 0\.\d{3}$/m);
    // The keyword baseline gives no second agent, so only the router's figures carry the question.
    expect(stdout).toMatch(
      /^pergunta de volta: \d+\.\d% das mensagens \(\d\/4\); agente certo entre os dois oferecidos: (?:\d+\.\d%|—) \(\d\/\d\)$/m,
    );
  });

  it('explica o erro de um arquivo ausente ou mal formado', { timeout: 60_000 }, async () => {
    await expect(evalRouting('nao-existe.tsv')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Arquivo não encontrado'),
    });
    fs.writeFileSync(path.join(dir, 'bad.tsv'), 'text\tlabel\noi\tdata_builder\n');
    await expect(evalRouting('bad.tsv')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('linha 2: rótulo desconhecido "data_builder"'),
    });
  });
});
