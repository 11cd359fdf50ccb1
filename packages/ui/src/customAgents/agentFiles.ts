// The files of the custom agents (issue 21): knowledge documents go to the server as Base64, and
// an agent travels as a JSON file (`format` sppock-custom-agent/v1) out of one team and into another.
import type { Schema } from '@sppock/sdk';

export type CustomAgentFile = Schema<'CustomAgentExport'>;

/** The file format the export writes and the import accepts. */
export const CUSTOM_AGENT_FORMAT: CustomAgentFile['format'] = 'sppock-custom-agent/v1';

/**
 * The largest document the contract takes: `content_base64` holds at most 960 000 characters,
 * which is 720 000 bytes; 700 KB leaves room, and the copy says '700 KB'.
 */
export const MAX_DOCUMENT_BYTES = 700 * 1024;

/** The file's bytes as Base64, in slices so a large file does not overflow the argument list. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const slice = 0x8000;
  for (let start = 0; start < bytes.length; start += slice) {
    binary += String.fromCharCode(...bytes.subarray(start, start + slice));
  }
  return btoa(binary);
}

/**
 * The agent file a text holds, or null when it is not JSON in the export format. The server checks
 * every field again (a file out of format creates nothing); this only spares a round trip.
 */
export function parseCustomAgentFile(text: string): CustomAgentFile | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    (data as { format?: unknown }).format !== CUSTOM_AGENT_FORMAT ||
    typeof (data as { agent?: unknown }).agent !== 'object' ||
    (data as { agent?: unknown }).agent === null
  ) {
    return null;
  }
  return data as CustomAgentFile;
}

/** The saved file's name: the agent's name in lower case, accents and symbols dropped. */
export function customAgentFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'agente'}.sppock-agent.json`;
}
