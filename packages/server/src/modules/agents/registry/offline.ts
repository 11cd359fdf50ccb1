// Shared pieces of the offline provider's answers: the closing note every answer carries, the
// profile, and how the user's own words are put back into Markdown without breaking it.
import { clipAtWord, inline, OFFLINE_NOTE } from '../../llm/offline-text.ts';
import { looksLikeFollowUp } from './follow-up.ts';

export { clipAtWord, inline, OFFLINE_NOTE };

import type { AgentProfile, FormValue, FormValues, OfflineInput } from './types.ts';

/** What the search agents add: they need a search provider as well as a model. */
export const SEARCH_NOTE =
  'Este agente também precisa de uma busca na web configurada (SEARCH_PROVIDER=serper ou exa, com a chave correspondente).';

/** Joins the sections of an answer and closes it with the offline note. */
export function offlineAnswerOf(sections: readonly string[]): string {
  return [...sections.filter((section) => section.trim() !== ''), OFFLINE_NOTE].join('\n\n');
}

/** Lines as Markdown keeps them: two trailing spaces keep consecutive lines (closing, signature) apart. */
export function keepLineBreaks(lines: readonly string[]): string {
  return lines
    .map((line, index) => (line !== '' && (lines[index + 1] ?? '') !== '' ? `${line}  ` : line))
    .join('\n');
}

/** The user's text as a Markdown quote, every line prefixed. */
export function quote(text: string, max = 600): string {
  return clipAtWord(text.trim(), max)
    .split('\n')
    .map((line) => `> ${line.trim()}`.trimEnd())
    .join('\n');
}

/**
 * A description written in sentence case ("Donos de pequenas empresas") as it reads mid-sentence
 * ("donos de pequenas empresas"). Names are left alone: one word ("RotaFácil"), inner capitals,
 * acronyms, or a capitalised second word ("Doces Serra").
 */
export function lowerFirst(text: string): string {
  const words = text.split(' ');
  const [first = '', second = ''] = words;
  const sentenceCase = /^\p{Lu}[\p{Ll}-]*$/u.test(first) && /^[\p{Ll}]/u.test(second);
  return words.length > 1 && sentenceCase ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The first letter capitalised, for the user's words at the start of a sentence. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const REQUEST_VERB =
  /^(?:por favor,?\s+)?(?:quero|queria|preciso(?:\s+de)?|gostaria\s+de|me\s+ajud[ea]\s+(?:a|com)|crie|cria|faça|faz|escreva|monte|gere|sugira|encontre|busque|procure|planeje|prepare)\s+/i;
const REQUEST_NOUN =
  /^(?:(?:um|uma|uns|umas|o|a|os|as)\s+)?(?:post|texto|conteúdo|legenda|artigo|e-?mail|roteiro|ideias?(?:\s+de\s+(?:conteúdo|pautas?|posts?))?|pautas?|funil(?:\s+de\s+vendas)?|reunião|fornecedor(?:es)?)\s+(?:sobre|para|de|com|do|da|dos|das)\s+/i;

/**
 * What a typed request is about, without the request around it: "Ideias de conteúdo para uma
 * loja de plantas" → "uma loja de plantas", "Um post sobre o café" → "o café". A request that
 * does not start that way is returned whole.
 */
export function topicOf(message: string): string {
  const text = message.trim().replace(/[.?!]+$/, '');
  const topic = text.replace(REQUEST_VERB, '').replace(REQUEST_NOUN, '').trim();
  return topic === '' ? text : topic;
}

/** A text form value, or undefined when the field was left blank. */
export function textOf(form: FormValues | undefined, name: string): string | undefined {
  const value = form?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function numberOf(form: FormValues | undefined, name: string): number | undefined {
  const value = form?.[name];
  return typeof value === 'number' ? value : undefined;
}

export function listOf(form: FormValues | undefined, name: string): string[] {
  const value: FormValue | undefined = form?.[name];
  return Array.isArray(value) ? value : [];
}

/** The lines of a multi-line answer (key points, participants), bullets and blanks stripped. */
export function linesOf(text: string | undefined): string[] {
  if (!text) {
    return [];
  }
  return text
    .split(/\n|;/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((line) => line !== '');
}

/** "a, b e c", as Portuguese lists read. */
export function joinPt(items: readonly string[]): string {
  if (items.length <= 1) {
    return items[0] ?? '';
  }
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/** The user's first name, for a greeting. */
export function firstName(profile: AgentProfile | undefined): string | undefined {
  return profile?.name?.split(/\s+/)[0];
}

/** "Marina Souza — Gerente comercial, Doces da Serra", from what the profile holds. */
export function signatureOf(profile: AgentProfile | undefined): string[] {
  if (!profile) {
    return [];
  }
  const role = [profile.position, profile.company].filter(Boolean).join(', ');
  return [profile.name, role].filter((line): line is string => Boolean(line));
}

/** One sentence placing the answer in the user's business, when the profile says something. */
export function profileContext(profile: AgentProfile | undefined): string | undefined {
  if (!profile) {
    return undefined;
  }
  const parts: string[] = [];
  if (profile.company) {
    parts.push(`a ${inline(profile.company, 120)}`);
  }
  if (profile.industry) {
    parts.push(`no setor de ${inline(profile.industry, 120)}`);
  }
  if (profile.city) {
    parts.push(`em ${inline(profile.city, 120)}`);
  }
  if (parts.length === 0) {
    return undefined;
  }
  return `Considerei o seu perfil: ${parts.join(', ')}.`;
}

/**
 * The earlier request a follow-up ("e para o Marcos?") leans on: the last one before it. A new,
 * complete request in the same conversation stands on its own.
 */
export function earlierRequest(input: OfflineInput): string | undefined {
  if (!looksLikeFollowUp(input.message)) {
    return undefined;
  }
  const earlier = input.history.filter(
    (turn) => turn.role === 'user' && turn.content.trim() !== '' && turn.content !== input.message,
  );
  return earlier.at(-1)?.content;
}

/**
 * Where the user wants it: a place named in the request ("... em Curitiba") wins over the city of
 * the profile.
 */
export function placeOf(input: OfflineInput): string | undefined {
  const named = PLACE_IN_REQUEST.exec(input.message)?.[1];
  return named ?? input.profile?.city;
}
const PLACE_IN_REQUEST =
  /\b(?:em|no|na|de)\s+((?:[A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]+)(?:\s+(?:do|da|de|dos|das)?\s*[A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]+)*)/u;

/**
 * The section every search agent opens with offline: what it would need and why it lists no
 * company, person or figure instead of making them up.
 */
export function cannotSearchOffline(task: string): string {
  return [
    '## O que não consigo fazer no modo offline',
    `${task} exige buscar na web, e no modo offline não há busca nem modelo de linguagem. Por isso não cito nenhuma empresa, pessoa, contato ou número: tudo o que eu listasse sem fonte seria inventado. ${SEARCH_NOTE}`,
  ].join('\n\n');
}
