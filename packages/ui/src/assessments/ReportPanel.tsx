import type { AssessmentKind } from '@sppock/sdk';
import { Copy, FileDown, FileText } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Markdown } from '../primitives/Markdown/Markdown';
import { toast } from '../primitives/Toaster/toastStore';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import * as styles from './assessments.css';
import { errorToast } from './errorToast';
import { copyReport, printReport, reportFileName, saveReportText } from './reportFiles';
import { useAssessmentsMessages } from './useAssessmentsMessages';

/**
 * The report's headings two levels down, so they sit under the panel's h2 ('# Título' becomes an
 * h3) and the page keeps one h1. Fenced code is left alone. The copy and the export keep the text
 * as written.
 */
export function nestedReport(report: string): string {
  let fenced = false;
  return report
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
      }
      return !fenced && /^#{1,4}\s/.test(line) ? `##${line}` : line;
    })
    .join('\n');
}

export interface ReportPanelProps {
  kind: AssessmentKind;
  /** The report text (markdown). */
  report: string;
  /** What the PDF prints: the results element (chart and bars included). */
  printTarget: RefObject<HTMLElement | null>;
  /** The PDF's title and the line under it. */
  printTitle: string;
  printSubtitle?: string;
  /** The date in the exported file's name. @default now */
  fileDate?: Date;
}

/**
 * The report of a result (spec 3 §2): the text as formatted markdown, 'Copiar relatório', the
 * .txt export with the file names of §9 and, beyond the spec, a PDF of the whole results through
 * the browser's print dialog.
 */
export function ReportPanel({
  kind,
  report,
  printTarget,
  printTitle,
  printSubtitle,
  fileDate,
}: ReportPanelProps) {
  const messages = useAssessmentsMessages();
  const titleId = useId();

  const copy = async () => {
    try {
      await copyReport(report);
    } catch {
      toast.error(messages.toasts.error.copyReport);
      return;
    }
    toast.success(messages.toasts.success.reportCopied);
  };

  const exportText = () => {
    try {
      saveReportText(report, reportFileName(kind, fileDate));
    } catch {
      toast.error(messages.toasts.error.exportReport);
      return;
    }
    toast.success(messages.toasts.success.reportExported);
  };

  const exportPdf = () => {
    const content = printTarget.current;
    try {
      if (!content) {
        throw new Error('nothing to print');
      }
      printReport({ title: printTitle, subtitle: printSubtitle, content });
    } catch (error) {
      errorToast(messages.toasts.error.exportReport, error);
    }
  };

  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader className={styles.spread}>
        <CardTitle as="h2" id={titleId}>
          {messages.reportTitle}
        </CardTitle>
        <div className={styles.row} data-print="skip">
          <Button
            size="sm"
            variant="secondary"
            leadingIcon={<Copy size={16} aria-hidden="true" />}
            onClick={() => void copy()}
          >
            {messages.copyReport}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            leadingIcon={<FileText size={16} aria-hidden="true" />}
            onClick={exportText}
          >
            {messages.exportReport}
          </Button>
          <Tooltip content={messages.exportPdfHint}>
            <Button
              size="sm"
              variant="secondary"
              leadingIcon={<FileDown size={16} aria-hidden="true" />}
              onClick={exportPdf}
            >
              {messages.exportPdf}
            </Button>
          </Tooltip>
        </div>
      </CardHeader>
      <CardContent>
        <Markdown>{nestedReport(report)}</Markdown>
      </CardContent>
    </CardRoot>
  );
}
