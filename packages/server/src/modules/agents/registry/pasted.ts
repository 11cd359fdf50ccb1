// Reading what a user pasted into a message: a list of names (one per line, or after a colon
// separated by commas) or a table (tab, semicolon, pipe or comma separated). The offline
// LeadBuilder and DataBuilder work on these for real.
import { inline } from './offline.ts';

const MAX_ROWS = 200;
const MAX_ITEM = 160;

const nonEmptyLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const stripBullet = (line: string) => line.replace(/^(?:[-*•]|\d+[.)])\s+/, '').trim();

/**
 * The items of a pasted list, or an empty array when the message holds fewer than two. A first
 * line ending in a colon ("Analise estas empresas:") is the instruction, not an item.
 */
export function pastedList(message: string): string[] {
  const lines = nonEmptyLines(message);
  const body = lines[0]?.endsWith(':') ? lines.slice(1) : lines;
  let items = body.map(stripBullet).filter((item) => item !== '' && item.length <= MAX_ITEM);
  if (items.length < 2) {
    // One line: "Analise: Padaria Pão Quente, Mercado Bom Preço".
    const afterColon = message.includes(':') ? message.slice(message.indexOf(':') + 1) : '';
    items = afterColon
      .split(/[,;\n]/)
      .map((item) => stripBullet(item.trim()))
      .filter((item) => item !== '' && item.length <= MAX_ITEM);
  }
  return items.length >= 2 ? [...new Set(items)].slice(0, MAX_ROWS) : [];
}

const DELIMITERS = ['\t', ';', '|', ','] as const;

export interface PastedTable {
  header: string[];
  rows: string[][];
}

function splitRow(line: string, delimiter: string): string[] {
  const cells = line.split(delimiter).map((cell) => cell.trim());
  // "| a | b |" rows carry empty cells at both ends.
  if (delimiter === '|') {
    return cells.filter((cell, index) => !(cell === '' && (index === 0 || index === cells.length - 1)));
  }
  return cells;
}

/**
 * A table pasted in the message: the first delimiter (tab, ;, |, ,) that splits at least two
 * lines into the same number of cells (two or more). The first such line is the header; lines
 * with another cell count (such as the instruction above the table) are left out.
 */
export function pastedTable(message: string): PastedTable | null {
  const lines = nonEmptyLines(message).filter((line) => !/^\|?\s*:?-{3,}/.test(line));
  for (const delimiter of DELIMITERS) {
    const split = lines.filter((line) => line.includes(delimiter)).map((line) => splitRow(line, delimiter));
    const width = split[0]?.length ?? 0;
    const same = split.filter((cells) => cells.length === width);
    if (width >= 2 && same.length >= 2) {
      const [header, ...rows] = same;
      return { header: header ?? [], rows: rows.slice(0, MAX_ROWS) };
    }
  }
  return null;
}

/** A Markdown table whose cells are the user's text, escaped. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => inline(cell, MAX_ITEM) || ' ').join(' | ')} |`;
  return [line(header), `| ${header.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}
