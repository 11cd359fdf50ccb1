// The processors a person's conversations may reach (issue 31 item 3): the language-model
// providers of this server's configuration. A provider some route sends messages to (the default,
// a plan's or an agent's) is active; one with a key but no route is listed as configured and idle.
// The offline model runs on the server itself and is no processor.
import type { LlmProviderName, LlmSettings } from '../llm/settings.ts';

export interface Processor {
  id: Exclude<LlmProviderName, 'offline'>;
  name: string;
  /** What the provider receives, in pt-BR. */
  purpose: string;
  active: boolean;
}

const NAMES: Record<Processor['id'], string> = {
  openai: 'OpenAI (EUA)',
  gemini: 'Google Gemini (EUA)',
  anthropic: 'Anthropic (EUA)',
  'openai-compatible': 'Servidor de modelos compatível com OpenAI',
};

const PURPOSE =
  'Recebe as mensagens e os trechos de arquivos das conversas para gerar as respostas dos agentes.';

export function processorsOf(llm: LlmSettings): Processor[] {
  const routed = new Set<LlmProviderName>([
    llm.default.provider,
    ...Object.values(llm.plans).map((route) => route.provider),
    ...Object.values(llm.agents).map((route) => route.provider),
  ]);
  const configured: Record<Processor['id'], boolean> = {
    openai: Boolean(llm.openaiApiKey),
    gemini: Boolean(llm.googleApiKey),
    anthropic: Boolean(llm.anthropicApiKey),
    'openai-compatible': Boolean(llm.baseUrl),
  };
  return (Object.keys(NAMES) as Processor['id'][])
    .filter((id) => routed.has(id) || configured[id])
    .map((id) => ({
      id,
      name: id === 'openai-compatible' && llm.baseUrl ? `${NAMES[id]} (${hostOf(llm.baseUrl)})` : NAMES[id],
      purpose: PURPOSE,
      active: routed.has(id),
    }));
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}
