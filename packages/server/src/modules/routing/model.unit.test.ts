// The committed model is the one the committed data and script produce (no hand edits, no stale
// file after changing train.tsv), and the data files are well formed.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCommittedModel } from './build.ts';
import { DatasetError, parseDataset, routingDataPath } from './dataset.ts';
import { ROUTED_AGENTS } from './labels.ts';

describe('data/model.json', () => {
  it('é o que `npm run routing:build` gera a partir de data/train.tsv', { timeout: 300_000 }, () => {
    const committed = fs.readFileSync(routingDataPath('model.json'), 'utf8');
    const { json, report } = buildCommittedModel();
    expect(report.examples).toBeGreaterThanOrEqual(600);
    // Compare sizes first: on a mismatch, a 700 KB diff helps nobody.
    expect(json.length).toBe(committed.length);
    expect(json === committed).toBe(true);
  });

  it('é pequeno', () => {
    // Read and parsed once at startup: past 2 MiB that costs the server's start noticeably.
    expect(fs.statSync(routingDataPath('model.json')).size).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('dados de treino', () => {
  it('train.tsv traz todos os pedidos escritos à mão (rode `npm run routing:data` depois de editá-los)', () => {
    const train = new Set(
      parseDataset(fs.readFileSync(routingDataPath('train.tsv'), 'utf8')).map((row) => row.text),
    );
    const handwritten = parseDataset(fs.readFileSync(routingDataPath('handwritten.tsv'), 'utf8'));
    expect(handwritten.length).toBeGreaterThanOrEqual(500);
    expect(handwritten.filter((row) => !train.has(row.text))).toEqual([]);
  });

  it('cobrem os nove agentes com centenas de pedidos', () => {
    const rows = parseDataset(fs.readFileSync(routingDataPath('train.tsv'), 'utf8'));
    for (const agent of ROUTED_AGENTS) {
      expect(rows.filter((row) => row.label === agent).length, agent).toBeGreaterThanOrEqual(60);
    }
  });
});

describe('parseDataset', () => {
  it('lê texto e rótulo, com ou sem cabeçalho', () => {
    expect(parseDataset('text\tlabel\noi\tchatsppock\n\n')).toEqual([{ text: 'oi', label: 'chatsppock' }]);
    expect(parseDataset('monte o funil\tfunil_vendas')).toEqual([
      { text: 'monte o funil', label: 'funil_vendas' },
    ]);
  });

  it('aponta a linha com rótulo desconhecido ou colunas erradas', () => {
    expect(() => parseDataset('text\tlabel\noi\tdata_builder', 'x.tsv')).toThrow(
      new DatasetError('x.tsv, linha 2: rótulo desconhecido "data_builder".'),
    );
    expect(() => parseDataset('só texto', 'x.tsv')).toThrow(/linha 1: esperado/);
  });
});
