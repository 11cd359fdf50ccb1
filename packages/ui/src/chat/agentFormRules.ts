// The checks of a form agent's fields, from the field's metadata (the same rules the server
// applies, with the same pt-BR messages), and how the values become the message sent.
import type { Schema } from '@sppock/sdk';
import type { ChatMessages } from './messages';

export type AgentFormField = Schema<'AgentFormField'>;
export type AgentFormValue = string | string[];
export type AgentFormValues = Record<string, AgentFormValue>;

const isBlank = (value: AgentFormValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

function isEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@') || /\s/.test(text)) {
    return false;
  }
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return false;
  }
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The pt-BR problem with a field's value, or null. */
export function checkAgentField(
  field: AgentFormField,
  value: AgentFormValue | undefined,
  m: ChatMessages,
): string | null {
  if (isBlank(value)) {
    if (!field.required) {
      return null;
    }
    return field.type === 'multiselect'
      ? m.fieldMinItems(field.label, Math.max(1, field.min_items ?? 1))
      : m.fieldRequired(field.label);
  }
  if (Array.isArray(value)) {
    if (field.min_items !== undefined && value.length < field.min_items) {
      return m.fieldMinItems(field.label, field.min_items);
    }
    if (field.max_items !== undefined && value.length > field.max_items) {
      return m.fieldMaxItems(field.label, field.max_items);
    }
    return null;
  }
  const text = (value ?? '').trim();
  if (field.type === 'number') {
    const number = Number(text.replace(',', '.'));
    if (!Number.isFinite(number)) {
      return m.fieldNumber(field.label);
    }
    if (field.integer && !Number.isInteger(number)) {
      return m.fieldInteger(field.label);
    }
    if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max)) {
      return m.fieldRange(field.label, field.min, field.max);
    }
    return null;
  }
  if (field.min_length !== undefined && text.length < field.min_length) {
    return m.fieldMinLength(field.label, field.min_length);
  }
  if (field.max_length !== undefined && text.length > field.max_length) {
    return m.fieldMaxLength(field.label, field.max_length);
  }
  if (field.type === 'url' && !isUrl(text)) {
    return m.fieldUrl(field.label);
  }
  if (field.type === 'email' && !isEmail(text)) {
    return m.fieldEmail(field.label);
  }
  if (field.type === 'date' && !isRealDate(text)) {
    return m.fieldDate(field.label);
  }
  return null;
}

/** The form's starting values: each field's default, else empty. */
export function defaultAgentFormValues(fields: readonly AgentFormField[]): AgentFormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const fallback = field.type === 'multiselect' ? [] : '';
      const value = field.default;
      if (value === undefined) {
        return [field.name, fallback];
      }
      return [field.name, Array.isArray(value) ? value : String(value)];
    }),
  );
}

/** What goes in `extras.form`: filled fields only, numbers as numbers. */
export function agentFormPayload(
  fields: readonly AgentFormField[],
  values: AgentFormValues,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (isBlank(value)) {
      continue;
    }
    payload[field.name] =
      field.type === 'number'
        ? Number(String(value).trim().replace(',', '.'))
        : Array.isArray(value)
          ? value
          : String(value).trim();
  }
  return payload;
}

/** The user message shown for a form: one line per filled field ("- **Rótulo:** valor"). */
export function agentFormSummary(fields: readonly AgentFormField[], values: AgentFormValues): string {
  return fields
    .filter((field) => !isBlank(values[field.name]))
    .map((field) => {
      const value = values[field.name];
      return `- **${field.label}:** ${Array.isArray(value) ? value.join(', ') : String(value).trim()}`;
    })
    .join('\n');
}
