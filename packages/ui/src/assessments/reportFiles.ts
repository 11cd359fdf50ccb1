// The report's copy, .txt export (file names of spec 3 §9) and the PDF made by the browser's
// print-to-PDF from a print view of the results (works offline, no library).
import type { AssessmentKind } from '@sppock/sdk';
import { saveFile } from '../internal/saveFile';

const FILE_PREFIX: Readonly<Record<AssessmentKind, string>> = {
  rodavida: 'roda-da-vida',
  mbti: 'relatorio-mbti',
  igta: 'igta-report',
};

/** The day as YYYY-MM-DD in the user's time zone. */
function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'roda-da-vida-2026-03-10.txt', 'relatorio-mbti-….txt', 'igta-report-….txt' (spec 3 §9). */
export function reportFileName(kind: AssessmentKind, date: Date = new Date()): string {
  return `${FILE_PREFIX[kind]}-${isoDay(date)}.txt`;
}

/** Saves the report as a UTF-8 text file (with a BOM, so Windows editors read the accents). */
export function saveReportText(report: string, fileName: string): void {
  saveFile(new Blob(['\uFEFF', report], { type: 'text/plain;charset=utf-8' }), fileName);
}

/** Copies the report to the clipboard; rejects when the browser refuses. */
export async function copyReport(report: string): Promise<void> {
  if (!navigator.clipboard) {
    throw new Error('clipboard unavailable');
  }
  await navigator.clipboard.writeText(report);
}

const PRINT_STYLES = `
  @page { margin: 18mm; }
  * { box-sizing: border-box; }
  body { font: 12pt/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #111; background: #fff; margin: 0; }
  h1 { font-size: 20pt; margin: 0 0 4pt; }
  h2 { font-size: 15pt; margin: 16pt 0 6pt; }
  h3 { font-size: 13pt; margin: 12pt 0 4pt; }
  p, li { margin: 0 0 6pt; }
  .meta { color: #555; margin-bottom: 12pt; }
  svg { max-width: 100%; height: auto; }
  svg text, svg tspan { fill: #222 !important; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #ccc; padding: 4pt 6pt; text-align: left; }
  [data-print="skip"] { display: none !important; }
  figure { height: 400px !important; }
  .recharts-responsive-container { height: 100% !important; }
  section, figure { break-inside: avoid; margin: 0 0 12pt; }
`;

const PAINT = ['fill', 'stroke', 'color'] as const;

/**
 * The charts paint with the theme's CSS variables, which the print frame does not have: give each
 * SVG element of the copy the colours its original shows on screen.
 */
function paintChartColours(original: HTMLElement, copy: HTMLElement): void {
  const from = original.querySelectorAll<SVGElement>('svg, svg *');
  const to = copy.querySelectorAll<SVGElement>('svg, svg *');
  from.forEach((element, index) => {
    const target = to[index];
    // Text stays dark on the white page (the print styles).
    if (!target || element instanceof SVGTextContentElement) {
      return;
    }
    const style = getComputedStyle(element);
    for (const property of PAINT) {
      const value = style.getPropertyValue(property);
      if (value) {
        target.style.setProperty(property, value);
      }
    }
  });
}

/** What the print view shows: a title, a line under it, and the results element to copy. */
export interface PrintableReport {
  title: string;
  subtitle?: string;
  /** The results as they are on screen (chart, bars, report); `[data-print="skip"]` parts are left out. */
  content: HTMLElement;
}

/**
 * Builds the print view of a report in a hidden frame and opens the browser's print dialog, where
 * the user picks 'Salvar como PDF'. The frame holds a copy of the results (the chart's SVG
 * included) on a white page; it is removed after printing. Returns the frame's document (tests
 * read it).
 */
export function printReport({ title, subtitle, content }: PrintableReport): Document {
  for (const old of document.querySelectorAll('iframe[data-sppock-print]')) {
    old.remove();
  }
  const frame = document.createElement('iframe');
  frame.setAttribute('data-sppock-print', '');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  document.body.append(frame);
  const view = frame.contentDocument;
  const win = frame.contentWindow;
  if (!view || !win) {
    frame.remove();
    throw new Error('print frame unavailable');
  }
  view.open();
  view.close();
  view.documentElement.lang = 'pt-BR';
  view.title = title;
  const style = view.createElement('style');
  style.textContent = PRINT_STYLES;
  view.head.append(style);
  const heading = view.createElement('h1');
  heading.textContent = title;
  view.body.append(heading);
  if (subtitle) {
    const meta = view.createElement('p');
    meta.className = 'meta';
    meta.textContent = subtitle;
    view.body.append(meta);
  }
  const copy = view.importNode(content, true) as HTMLElement;
  paintChartColours(content, copy);
  copy.querySelectorAll('[data-print="skip"], button, input, textarea, select').forEach((node) => {
    node.remove();
  });
  view.body.append(copy);
  win.addEventListener('afterprint', () => setTimeout(() => frame.remove(), 0), { once: true });
  win.focus();
  win.print();
  return view;
}
