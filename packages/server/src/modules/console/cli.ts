// The operator's commands for the console's prices and per-model limits:
// `npm run sppock -- prices ...` and `npm run sppock -- limits ...` (called from `src/cli.ts`).
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { llmModels } from '../llm/schema.ts';
import { exchangeRate, findModel, setExchangeRate, setModelLimits, setModelPrice } from './models.ts';

export const CONSOLE_USAGE = `  prices list                     mostra os preços por modelo (US$ por 1M de tokens) e o
                                  câmbio USD/BRL do console
  prices set <modelo> --input <US$> --output <US$>
                                  define o preço de um modelo por 1M de tokens (use - para
                                  "sem preço", exibido como N/A)
  prices rate <R$ por US$>        define o câmbio USD/BRL (ex.: 5.38), com a hora de agora
  limits list                     mostra os limites por modelo
  limits set <modelo> [--rpm N] [--tpm N] [--rpd N] [--tpd N] [--tier <texto>]
                                  define requisições/tokens por minuto e por dia (use - para
                                  remover um limite); valem em toda chamada do modelo`;

/** A wrong argument: the CLI prints the message and exits with 2. */
export class ConsoleUsageError extends Error {}

const MAX_LIMIT = 1_000_000_000;

function priceArg(name: string, raw: string | undefined): number | null {
  if (raw === undefined) {
    throw new ConsoleUsageError(`Informe --${name} (US$ por 1M de tokens, ex.: 0.15) ou - para sem preço.`);
  }
  if (raw === '-') {
    return null;
  }
  const value = Number(raw.replace(',', '.'));
  if (!/^\d+([.,]\d+)?$/.test(raw) || !Number.isFinite(value) || value > 10_000) {
    throw new ConsoleUsageError(`--${name} "${raw}" não é um preço: use US$ por 1M de tokens, ex.: 0.15.`);
  }
  return value;
}

function limitArg(name: string, raw: string | undefined, current: number | null): number | null {
  if (raw === undefined) {
    return current;
  }
  if (raw === '-') {
    return null;
  }
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > MAX_LIMIT) {
    throw new ConsoleUsageError(
      `--${name} "${raw}" não é aceito: use um inteiro de 1 a ${MAX_LIMIT}, ou - para sem limite.`,
    );
  }
  return value;
}

const formatPrice = (value: number | null) => (value === null ? 'N/A' : `US$ ${value}`);
const formatLimit = (value: number | null) => (value === null ? 'sem limite' : value.toLocaleString('pt-BR'));

export async function runConsoleCommand(
  command: 'prices' | 'limits',
  argv: string[],
  db: Database,
  out: (line: string) => void,
  clock: Clock,
): Promise<number> {
  const [action, ...rest] = argv;
  const now = clock.now();
  if (command === 'prices') {
    switch (action) {
      case 'list': {
        const rate = await exchangeRate(db);
        if (rate) {
          out(`Câmbio USD/BRL: ${rate.rate} (atualizado em ${rate.updatedAt.toISOString()}, ${rate.source})`);
        }
        const rows = await db.select().from(llmModels).orderBy(asc(llmModels.provider), asc(llmModels.model));
        for (const row of rows) {
          out(
            `${row.provider.padEnd(18)} ${row.model.padEnd(26)} entrada ${formatPrice(row.inputUsdPerMillion)}  saída ${formatPrice(row.outputUsdPerMillion)}`,
          );
        }
        return 0;
      }
      case 'set': {
        const { values, positionals } = parseArgs({
          args: rest,
          options: { input: { type: 'string' }, output: { type: 'string' } },
          allowPositionals: true,
          strict: true,
        });
        const model = positionals[0];
        if (!model) {
          throw new ConsoleUsageError(
            'Informe o modelo: npm run sppock -- prices set <modelo> --input <US$> --output <US$>',
          );
        }
        const price = { input: priceArg('input', values.input), output: priceArg('output', values.output) };
        const row = await setModelPrice(db, model, price, now);
        if (!row) {
          throw new ConsoleUsageError(
            `Modelo ${model} não está no catálogo (veja npm run sppock -- prices list).`,
          );
        }
        out(
          `Preço de ${row.model}: entrada ${formatPrice(price.input)}, saída ${formatPrice(price.output)} por 1M de tokens.`,
        );
        return 0;
      }
      case 'rate': {
        const raw = rest[0];
        const rate = raw === undefined ? Number.NaN : Number(raw.replace(',', '.'));
        if (raw === undefined || !/^\d+([.,]\d+)?$/.test(raw) || !(rate > 0) || rate > 1000) {
          throw new ConsoleUsageError(
            'Informe o câmbio em reais por dólar: npm run sppock -- prices rate 5.38',
          );
        }
        await setExchangeRate(db, rate, 'cli', now);
        out(`Câmbio USD/BRL: ${rate} (atualizado em ${now.toISOString()}).`);
        return 0;
      }
      default:
        throw new ConsoleUsageError(`Use prices list, prices set ou prices rate.\n\n${CONSOLE_USAGE}`);
    }
  }
  switch (action) {
    case 'list': {
      const rows = await db.select().from(llmModels).orderBy(asc(llmModels.provider), asc(llmModels.model));
      for (const row of rows) {
        out(
          `${row.model.padEnd(26)} RPM ${formatLimit(row.requestsPerMinute)} · TPM ${formatLimit(row.tokensPerMinute)} · RPD ${formatLimit(row.requestsPerDay)} · TPD ${formatLimit(row.tokensPerDay)}${row.tier ? ` · ${row.tier}` : ''}`,
        );
      }
      return 0;
    }
    case 'set': {
      const { values, positionals } = parseArgs({
        args: rest,
        options: {
          rpm: { type: 'string' },
          tpm: { type: 'string' },
          rpd: { type: 'string' },
          tpd: { type: 'string' },
          tier: { type: 'string' },
        },
        allowPositionals: true,
        strict: true,
      });
      const model = positionals[0];
      const current = model ? await findModel(db, model) : undefined;
      if (!model) {
        throw new ConsoleUsageError('Informe o modelo: npm run sppock -- limits set <modelo> --rpm 500');
      }
      if (!current) {
        throw new ConsoleUsageError(
          `Modelo ${model} não está no catálogo (veja npm run sppock -- limits list).`,
        );
      }
      const tier =
        values.tier === undefined ? current.tier : values.tier === '-' ? null : values.tier.slice(0, 50);
      const row = await setModelLimits(
        db,
        null,
        model,
        {
          requestsPerMinute: limitArg('rpm', values.rpm, current.requestsPerMinute),
          tokensPerMinute: limitArg('tpm', values.tpm, current.tokensPerMinute),
          requestsPerDay: limitArg('rpd', values.rpd, current.requestsPerDay),
          tokensPerDay: limitArg('tpd', values.tpd, current.tokensPerDay),
          tier,
        },
        now,
      );
      out(
        `Limites de ${model}: RPM ${formatLimit(row?.requestsPerMinute ?? null)} · TPM ${formatLimit(row?.tokensPerMinute ?? null)} · RPD ${formatLimit(row?.requestsPerDay ?? null)} · TPD ${formatLimit(row?.tokensPerDay ?? null)}. Valem em todos os servidores em até 5 segundos.`,
      );
      return 0;
    }
    default:
      throw new ConsoleUsageError(`Use limits list ou limits set.\n\n${CONSOLE_USAGE}`);
  }
}
