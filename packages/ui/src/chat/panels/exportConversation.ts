// The conversation's TXT export (spec 2 §4, §5, §8): a plain text file named
// agent-session-date, built here and saved by the browser.
import { formatDateTime, validateExport } from '@sppock/sdk';
import { saveFile } from '../../internal/saveFile';
import { toast } from '../../primitives/Toaster/toastStore';
import { type ChatPanelsMessages, chatPanelsMessages } from './messages';
import type { ConversationExport, ConversationExportInput, ExportedMessage } from './types';

const SEPARATOR = '-'.repeat(40);
const MAX_SLUG_LENGTH = 60;

/** A file-name part: lower case, no accents, words joined by hyphens ('Plano de Páscoa!' → 'plano-de-pascoa'). */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** The calendar day of `date` in `timeZone`, as YYYY-MM-DD. */
function isoDay(date: Date, timeZone: string | undefined): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
}

function worthExporting(message: ExportedMessage): boolean {
  return message.content.trim() !== '';
}

function speaker(message: ExportedMessage, messages: ChatPanelsMessages): string {
  if (message.role === 'user') {
    return messages.exportUser;
  }
  return message.agentName ? `${messages.exportAssistant} (${message.agentName})` : messages.exportAssistant;
}

/**
 * The TXT export of a conversation: `{agent}-{session}-{YYYY-MM-DD}.txt` and its text — a header
 * (agent, conversation, date) and every message with its author and time. Messages still loading
 * (blank) are left out. Dates are shown in `timeZone` (default: the browser's).
 */
export function exportConversationTxt(
  { agentName, sessionTitle, messages: conversation, date, timeZone }: ConversationExportInput,
  messages: ChatPanelsMessages = chatPanelsMessages,
): ConversationExport {
  const title = sessionTitle?.trim() || messages.exportUntitled;
  const parts = [
    fileNamePart(agentName) || 'sppock',
    fileNamePart(title) || 'conversa',
    isoDay(date, timeZone),
  ];
  const header = [
    messages.exportHeader,
    `${messages.exportAgent}: ${agentName}`,
    `${messages.exportSession}: ${title}`,
    `${messages.exportDate}: ${formatDateTime(date, { timeZone })}`,
  ];
  const body = conversation.filter(worthExporting).map((message) => {
    const when = message.timestamp ? formatDateTime(message.timestamp, { timeZone }) : '';
    const author = speaker(message, messages);
    return `${when ? `[${when}] ` : ''}${author}:\n${message.content.trim()}`;
  });
  return {
    filename: `${parts.join('-')}.txt`,
    text: `${[header.join('\n'), SEPARATOR, body.join('\n\n')].join('\n\n')}\n`,
  };
}

/**
 * Exports the conversation as TXT and saves it, with the spec's toasts: 'Conversa exportada em
 * formato TXT!', 'Nenhuma conversa para exportar' when nothing was said yet, 'Erro ao exportar
 * conversa' when the file cannot be made. Returns whether a file was saved.
 */
export function downloadConversationTxt(
  input: ConversationExportInput,
  messages: ChatPanelsMessages = chatPanelsMessages,
): boolean {
  const refusal = validateExport(input.messages.filter(worthExporting).length);
  if (refusal) {
    toast.error(messages.exportEmpty);
    return false;
  }
  try {
    const { filename, text } = exportConversationTxt(input, messages);
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), filename);
  } catch {
    toast.error(messages.exportFailed);
    return false;
  }
  toast.success(messages.exportSuccess);
  return true;
}
