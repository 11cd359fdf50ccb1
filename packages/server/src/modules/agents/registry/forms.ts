// Form validation and the user message a form becomes. The same field list the metadata serves
// drives both, so the UI's form and the server's checks cannot drift apart.
import type {
  AgentFormDefinition,
  AgentFormField,
  FormFieldError,
  FormValidation,
  FormValue,
  FormValues,
} from './types.ts';

export const FORM_MESSAGES = {
  notAnObject: 'Envie os campos do formulário.',
  notAFormAgent: 'Este agente não usa formulário.',
  unknownField: (name: string) => `Campo desconhecido: ${name}.`,
  required: (label: string) => `O campo "${label}" é obrigatório.`,
  notText: (label: string) => `O campo "${label}" precisa ser um texto.`,
  tooShort: (label: string, min: number) => `O campo "${label}" precisa ter ao menos ${min} caracteres.`,
  tooLong: (label: string, max: number) => `O campo "${label}" aceita no máximo ${max} caracteres.`,
  invalidOption: (label: string) => `Escolha uma opção válida em "${label}".`,
  notAList: (label: string) => `O campo "${label}" precisa ser uma lista de opções.`,
  tooFewItems: (label: string, min: number) =>
    min === 1 ? `Escolha ao menos uma opção em "${label}".` : `Escolha ao menos ${min} opções em "${label}".`,
  tooManyItems: (label: string, max: number) => `Escolha no máximo ${max} opções em "${label}".`,
  notANumber: (label: string) => `O campo "${label}" precisa ser um número.`,
  notAnInteger: (label: string) => `O campo "${label}" precisa ser um número inteiro.`,
  outOfRange: (label: string, min: number | undefined, max: number | undefined) => {
    if (min !== undefined && max !== undefined) {
      return `O campo "${label}" precisa estar entre ${formatNumber(min)} e ${formatNumber(max)}.`;
    }
    return min !== undefined
      ? `O campo "${label}" precisa ser no mínimo ${formatNumber(min)}.`
      : `O campo "${label}" precisa ser no máximo ${formatNumber(max ?? 0)}.`;
  },
  invalidUrl: (label: string) =>
    `Informe um endereço válido em "${label}" (começando com http:// ou https://).`,
  invalidEmail: (label: string) => `Informe um e-mail válido em "${label}".`,
  invalidDate: (label: string) => `Informe uma data válida em "${label}" (AAAA-MM-DD).`,
} as const;

const M = FORM_MESSAGES;

/** Numbers as a Brazilian reads them (1.000,5), so limits in messages look like the UI's. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(value);
}

/**
 * Deliberately simple, and linear on any input (no backtracking regex): one @, no spaces, a dot
 * inside the domain. Whether the mailbox exists is not checked here.
 */
export function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@') || /\s/.test(text)) {
    return false;
  }
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1;
}
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const MAX_UNKNOWN_REPORTED = 10;

type FieldResult = { value: FormValue } | { error: string };

function checkText(field: AgentFormField, raw: unknown): FieldResult {
  if (typeof raw !== 'string') {
    return { error: M.notText(field.label) };
  }
  // Single-line fields keep one line; the long ones keep their paragraphs.
  const text = field.type === 'textarea' ? raw.trim() : raw.replace(/\s+/g, ' ').trim();
  if (field.min_length !== undefined && text.length < field.min_length) {
    return { error: M.tooShort(field.label, field.min_length) };
  }
  if (field.max_length !== undefined && text.length > field.max_length) {
    return { error: M.tooLong(field.label, field.max_length) };
  }
  if (field.type === 'url' && !isHttpUrl(text)) {
    return { error: M.invalidUrl(field.label) };
  }
  if (field.type === 'email' && !isEmailAddress(text)) {
    return { error: M.invalidEmail(field.label) };
  }
  if (field.type === 'date' && !isRealDate(text)) {
    return { error: M.invalidDate(field.label) };
  }
  return { value: text };
}

function checkSelect(field: AgentFormField, raw: unknown): FieldResult {
  if (typeof raw !== 'string' || !field.options?.includes(raw.trim())) {
    return { error: M.invalidOption(field.label) };
  }
  return { value: raw.trim() };
}

function checkMultiselect(field: AgentFormField, raw: unknown): FieldResult {
  if (!Array.isArray(raw)) {
    return { error: M.notAList(field.label) };
  }
  const chosen: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string' || !field.options?.includes(item.trim())) {
      return { error: M.invalidOption(field.label) };
    }
    if (!chosen.includes(item.trim())) {
      chosen.push(item.trim());
    }
  }
  if (field.min_items !== undefined && chosen.length < field.min_items) {
    return { error: M.tooFewItems(field.label, field.min_items) };
  }
  if (field.max_items !== undefined && chosen.length > field.max_items) {
    return { error: M.tooManyItems(field.label, field.max_items) };
  }
  // The options' order, not the click order, so the same choice always reads the same.
  return { value: (field.options ?? []).filter((option) => chosen.includes(option)) };
}

function checkNumber(field: AgentFormField, raw: unknown): FieldResult {
  // Forms post numbers as text too (multipart); a Brazilian decimal comma is accepted.
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string'
        ? Number(raw.trim().replace(',', '.'))
        : Number.NaN;
  if (!Number.isFinite(value) || (typeof raw === 'string' && raw.trim() === '')) {
    return { error: M.notANumber(field.label) };
  }
  if (field.integer && !Number.isInteger(value)) {
    return { error: M.notAnInteger(field.label) };
  }
  if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)) {
    return { error: M.outOfRange(field.label, field.min, field.max) };
  }
  return { value };
}

function checkField(field: AgentFormField, raw: unknown): FieldResult {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'url':
    case 'email':
    case 'date':
      return checkText(field, raw);
    case 'select':
      return checkSelect(field, raw);
    case 'multiselect':
      return checkMultiselect(field, raw);
    case 'number':
      return checkNumber(field, raw);
    default:
      return field.type satisfies never;
  }
}

function requiredMessage(field: AgentFormField): string {
  if (field.type === 'multiselect') {
    return M.tooFewItems(field.label, Math.max(1, field.min_items ?? 1));
  }
  return M.required(field.label);
}

/**
 * Checks submitted values against a form: every error at once, in the form's order, in pt-BR.
 * Unknown fields are refused rather than dropped, so a typo in a client is seen, not ignored.
 */
export function validateFormValues(form: AgentFormDefinition, values: unknown): FormValidation {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return { ok: false, errors: [{ field: 'form', message: M.notAnObject }] };
  }
  const submitted = values as Record<string, unknown>;
  const errors: FormFieldError[] = [];
  const known = new Set(form.fields.map((field) => field.name));
  // A body stuffed with junk keys gets a bounded answer, not one error per key.
  const unknown = Object.keys(submitted).filter((name) => !known.has(name));
  for (const name of unknown.slice(0, MAX_UNKNOWN_REPORTED)) {
    errors.push({ field: name.slice(0, 40), message: M.unknownField(name.slice(0, 40)) });
  }
  const accepted: Array<[string, FormValue]> = [];
  for (const field of form.fields) {
    const raw = Object.hasOwn(submitted, field.name) ? submitted[field.name] : undefined;
    if (isBlank(raw)) {
      if (field.required) {
        errors.push({ field: field.name, message: requiredMessage(field) });
      }
      continue;
    }
    const result = checkField(field, raw);
    if ('error' in result) {
      errors.push({ field: field.name, message: result.error });
    } else {
      accepted.push([field.name, result.value]);
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values: Object.fromEntries(accepted) };
}

function describeValue(value: FormValue): string {
  if (Array.isArray(value)) {
    return value.join(', ');
  }
  return typeof value === 'number' ? formatNumber(value) : value;
}

/**
 * The user message a validated form becomes: the agent's instruction, then one bullet per filled
 * field in the form's order ("- **Rótulo:** valor"); a multi-line answer keeps its lines as
 * sub-bullets.
 */
export function formValuesToPrompt(form: AgentFormDefinition, values: FormValues): string {
  const lines = [form.instruction, ''];
  for (const field of form.fields) {
    const value = values[field.name];
    if (value === undefined) {
      continue;
    }
    const text = describeValue(value);
    const parts = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (parts.length > 1) {
      lines.push(`- **${field.label}:**`, ...parts.map((part) => `  - ${part}`));
    } else {
      lines.push(`- **${field.label}:** ${parts[0] ?? ''}`);
    }
  }
  return lines.join('\n');
}
