import { describe, expect, it } from 'vitest';
import {
  sampleCompoundFile,
  sampleDoc,
  sampleDocx,
  sampleDocxBomb,
  samplePdf,
  sampleWorkbook,
} from '../../../../test/fakes/documents.ts';
import { FILES_MESSAGES as M } from '../messages.ts';
import { ZIP_LIMITS } from '../zip-entries.ts';
import { extractFromBytes } from './index.ts';
import { checkZip } from './zip-check.ts';

describe('extractFromBytes (in a worker)', () => {
  it('reads a PDF text layer', async () => {
    const result = await extractFromBytes(
      'pdf',
      samplePdf(['Relatorio de vendas de marco', 'Total: R$ 48.300,00']),
    );
    expect(result.status).toBe('text');
    expect(result.status === 'text' && result.text).toContain('Relatorio de vendas de marco');
    expect(result.status === 'text' && result.text).toContain('R$ 48.300,00');
  });

  it('reads a DOCX', async () => {
    const result = await extractFromBytes(
      'docx',
      sampleDocx(['Proposta comercial', 'Prazo de entrega: 15 dias úteis']),
    );
    expect(result).toEqual({ status: 'text', text: 'Proposta comercial\n\nPrazo de entrega: 15 dias úteis' });
  });

  it('reads a legacy DOC through word-extractor', async () => {
    const result = await extractFromBytes(
      'doc',
      sampleDoc(['Ata da reunião', 'Decidido: abrir filial em Londrina']),
    );
    expect(result).toEqual({ status: 'text', text: 'Ata da reunião\nDecidido: abrir filial em Londrina' });
  });

  it('reads XLSX and XLS sheets as rows of cells', async () => {
    const rows = [
      ['Produto', 'Quantidade', 'Preço'],
      ['Café coado', 120, 7.5],
      ['Cappuccino', 80, 12.9],
    ];
    for (const bookType of ['xlsx', 'biff8'] as const) {
      const result = await extractFromBytes(
        bookType === 'xlsx' ? 'xlsx' : 'xls',
        sampleWorkbook(rows, bookType),
      );
      expect(result).toEqual({
        status: 'text',
        text: '## Planilha: Vendas\nProduto\tQuantidade\tPreço\nCafé coado\t120\t7.5\nCappuccino\t80\t12.9',
      });
    }
  });

  it('reads TXT and MD as UTF-8', async () => {
    expect(await extractFromBytes('md', Buffer.from('# Cardápio\r\n\r\nPão na chapa: R$ 8,00\r\n'))).toEqual({
      status: 'text',
      text: '# Cardápio\n\nPão na chapa: R$ 8,00',
    });
  });

  it('marks an image as needing a vision-capable provider', async () => {
    expect(await extractFromBytes('png', Buffer.from('89504e470d0a1a0a', 'hex'))).toEqual({
      status: 'image',
      message: M.imageNeedsVision,
    });
  });

  it('answers a password-protected PDF with a clear pt-BR error', async () => {
    expect(await extractFromBytes('pdf', samplePdf(['segredo'], { encrypted: true }))).toEqual({
      status: 'failed',
      message: 'O arquivo PDF está protegido por senha. Remova a senha e envie de novo.',
    });
  });

  it('answers a password-protected DOCX or XLSX (a compound file) with a clear pt-BR error', async () => {
    const wrapped = sampleCompoundFile({
      EncryptionInfo: Buffer.alloc(600, 3),
      EncryptedPackage: Buffer.alloc(4096, 4),
    });
    expect(await extractFromBytes('docx', wrapped)).toEqual({
      status: 'failed',
      message: M.passwordProtected('DOCX'),
    });
    expect(await extractFromBytes('xlsx', wrapped)).toEqual({
      status: 'failed',
      message: M.passwordProtected('XLSX'),
    });
  });

  it('answers broken files with a clear pt-BR error', async () => {
    const broken = Buffer.from('%PDF-1.4\nisto não é um PDF de verdade');
    expect(await extractFromBytes('pdf', broken)).toEqual({
      status: 'failed',
      message: 'Não foi possível ler o arquivo PDF: ele parece corrompido ou incompleto.',
    });
    const docx = sampleDocx(['x']).subarray(0, 200);
    expect(await extractFromBytes('docx', docx)).toMatchObject({
      status: 'failed',
      message: M.unreadable('DOCX'),
    });
    expect(await extractFromBytes('doc', Buffer.alloc(2048, 7))).toMatchObject({ status: 'failed' });
    expect(await extractFromBytes('txt', Buffer.from('   \n '))).toEqual({
      status: 'failed',
      message: M.noText,
    });
  });

  it('stops a reading that takes longer than its time limit', async () => {
    const big = sampleWorkbook(
      Array.from({ length: 20_000 }, (_, i) => [`linha ${i}`, i, i * 2]),
      'xlsx',
    );
    expect(await extractFromBytes('xlsx', big, { timeoutMs: 1 })).toEqual({
      status: 'failed',
      message: M.extractionTimeout,
    });
  });

  it('refuses a DOCX bomb by its central directory, before inflating a byte', async () => {
    const bomb = await sampleDocxBomb({ inflatedBytes: 400 * 1024 * 1024 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await checkZip(bomb)).toEqual({ verdict: 'too-large', inflatedBytes: 0 });
    expect(await extractFromBytes('docx', bomb)).toEqual({ status: 'failed', message: M.expandsTooMuch });
  });

  it('stops a bomb whose directory lies at the declared size: never inflates past it', async () => {
    const bomb = await sampleDocxBomb({ inflatedBytes: 300 * 1024 * 1024, declaredBytes: 40_000 });
    const check = await checkZip(bomb);
    expect(check.verdict).toBe('too-large');
    // One inflate chunk (16 KB) past the declared size at most, not 300 MB.
    expect(check.inflatedBytes).toBeLessThanOrEqual(40_000 + 64 * 1024);
    expect(await extractFromBytes('docx', bomb)).toEqual({ status: 'failed', message: M.expandsTooMuch });
    // Declared within limits but past the per-entry limit once inflated.
    const honestish = await sampleDocxBomb({
      inflatedBytes: 3 * 1024 * 1024,
      declaredBytes: 3 * 1024 * 1024,
    });
    const small = { ...ZIP_LIMITS, maxEntryBytes: 1024 * 1024 };
    expect((await checkZip(honestish, small)).verdict).toBe('too-large');
  });

  it('reads a real DOCX after checking it', async () => {
    const docx = sampleDocx(['Orçamento aprovado']);
    expect(await checkZip(docx)).toMatchObject({ verdict: 'ok' });
  });
});
