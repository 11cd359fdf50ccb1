// What a data export holds (issue 31 item 3): the "personal data parts". Each part names a table
// of some module and the column that holds the person, with the rows under each of its rows
// (a conversation's messages); the parts are data, not code, so a module's new table is one line.
// A table the parts do not name is still exported: every table whose rows go with the person's
// account (a foreign key to users.id with ON DELETE CASCADE) is found in the catalogue and
// exported as it is, titled by its name — a memory table added later is in the archive from its
// first migration, before anyone writes its part.
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { activities } from '../accounts/activities/schema.ts';
import { generalSettings, notificationPreferences, users } from '../accounts/schema.ts';
import { chatFeedback } from '../agents/schema.ts';
import { assessmentSessions } from '../assessments/schema.ts';
import { chatbotExchanges, chatbotSessions } from '../chatbot/schema.ts';
import { chatMessages, chatSessions } from '../conversations/schema.ts';
import {
  customAgentDocuments,
  customAgentMessages,
  customAgentSessions,
  customAgents,
} from '../custom-agents/schema.ts';
import { chatFiles } from '../files/schema.ts';
import { demoRequests, newsletterSubscriptions } from '../marketing/schema.ts';
import { conversationStarts, llmCalls, usageAlerts } from '../metering/schema.ts';
import { extraTokenPurchases, paymentIntents, subscriptions } from '../payments/schema.ts';
import { supportMessages, supportNotifications, supportResponses } from '../support/schema.ts';
import { teamInvitations } from '../teams/schema.ts';
import { dataExports, operatorReads, privacyConsents, privacySettings } from './schema.ts';

/** Rows of another table under each row of a part (the messages of a conversation). */
export interface ChildRows {
  key: string;
  table: PgTable;
  /** The child's column that holds the parent row's `id`. */
  column: string;
}

export interface PersonalDataPart {
  /** The part's key in `dados.json`. */
  key: string;
  /** Its title in the PDF (pt-BR). */
  title: string;
  table: PgTable;
  /** The column that holds the person: their user id, or their e-mail (`by: 'email'`). */
  column: string;
  by?: 'id' | 'email';
  children?: readonly ChildRows[];
  /** The part's rows are files whose stored bytes go into the archive (`storage_key`). */
  storedFiles?: boolean;
}

const name = (table: PgTable) => getTableName(table);

/** The parts, in the order of the PDF. */
export const PERSONAL_DATA_PARTS: readonly PersonalDataPart[] = [
  { key: 'perfil', title: 'Perfil', table: users, column: 'id' },
  {
    key: 'preferencias_de_notificacao',
    title: 'Preferências de notificação',
    table: notificationPreferences,
    column: 'user_id',
  },
  { key: 'configuracoes', title: 'Configurações gerais', table: generalSettings, column: 'user_id' },
  {
    key: 'conversas',
    title: 'Conversas com os agentes',
    table: chatSessions,
    column: 'user_id',
    children: [
      { key: 'mensagens', table: chatMessages, column: 'session_id' },
      { key: 'avaliacoes', table: chatFeedback, column: 'session_id' },
    ],
  },
  {
    key: 'conversas_agentes_personalizados',
    title: 'Conversas com agentes personalizados',
    table: customAgentSessions,
    column: 'user_id',
    children: [{ key: 'mensagens', table: customAgentMessages, column: 'session_id' }],
  },
  {
    key: 'agentes_personalizados',
    title: 'Agentes personalizados criados',
    table: customAgents,
    column: 'owner_id',
    children: [{ key: 'documentos', table: customAgentDocuments, column: 'agent_id' }],
  },
  { key: 'arquivos', title: 'Arquivos enviados', table: chatFiles, column: 'user_id', storedFiles: true },
  {
    key: 'chatbot',
    title: 'Conversas com o chatbot de suporte',
    table: chatbotSessions,
    column: 'user_id',
    children: [{ key: 'trocas', table: chatbotExchanges, column: 'session_id' }],
  },
  {
    key: 'avaliacoes',
    title: 'Avaliações (Roda da Vida, MBTI, IGTA)',
    table: assessmentSessions,
    column: 'user_id',
  },
  {
    key: 'chamados',
    title: 'Chamados de suporte',
    table: supportMessages,
    column: 'user_id',
    children: [{ key: 'respostas', table: supportResponses, column: 'message_id' }],
  },
  { key: 'notificacoes', title: 'Notificações', table: supportNotifications, column: 'user_id' },
  { key: 'uso_chamadas_de_modelo', title: 'Uso: chamadas de modelo', table: llmCalls, column: 'user_id' },
  {
    key: 'uso_conversas_iniciadas',
    title: 'Uso: conversas iniciadas',
    table: conversationStarts,
    column: 'user_id',
  },
  { key: 'uso_alertas', title: 'Uso: alertas enviados', table: usageAlerts, column: 'user_id' },
  { key: 'assinaturas', title: 'Assinaturas', table: subscriptions, column: 'user_id' },
  { key: 'pagamentos', title: 'Pagamentos', table: paymentIntents, column: 'user_id' },
  { key: 'tokens_extras', title: 'Compras de tokens extras', table: extraTokenPurchases, column: 'user_id' },
  { key: 'atividades', title: 'Atividades da conta', table: activities, column: 'user_id' },
  { key: 'consentimentos', title: 'Consentimentos', table: privacyConsents, column: 'user_id' },
  { key: 'retencao', title: 'Retenção de conversas', table: privacySettings, column: 'user_id' },
  {
    key: 'acessos_da_equipe',
    title: 'Acessos da equipe Sppock aos seus dados',
    table: operatorReads,
    column: 'user_id',
  },
  {
    key: 'newsletter',
    title: 'Inscrição na newsletter',
    table: newsletterSubscriptions,
    column: 'email',
    by: 'email',
  },
  {
    key: 'pedidos_de_demonstracao',
    title: 'Pedidos de demonstração',
    table: demoRequests,
    column: 'email',
    by: 'email',
  },
  {
    key: 'convites_recebidos',
    title: 'Convites de equipe recebidos',
    table: teamInvitations,
    column: 'email',
    by: 'email',
  },
];

/**
 * Tables that are not the person's data though they point at them: the export's own archives
 * (their rows are the links, not data), and nothing else.
 */
export const NOT_PERSONAL_DATA: ReadonlySet<string> = new Set([name(dataExports)]);

/** Parent ids per read of their children (PostgreSQL takes at most 65 535 parameters). */
const PARAMETERS_PER_READ = 5_000;

/** Columns that never leave the server: secrets (stored as hashes), storage paths, search vectors. */
const HIDDEN_COLUMN = /(^|_)(hash|secret|storage_key|search_vector)$/;

export interface ExportedPart {
  key: string;
  title: string;
  rows: Record<string, unknown>[];
  /** Stored files of the rows, for the archive (never in the JSON). */
  files: { id: string; filename: string; storageKey: string }[];
}

/** A part as the export reads it: by table name (the unnamed tables are known only by theirs). */
interface PartToRead {
  key: string;
  title: string;
  table: string;
  column: string;
  by: 'id' | 'email';
  children: { key: string; table: string; column: string }[];
  storedFiles: boolean;
}

/** The parts as the export reads them: the named ones, then every table of the account no part names. */
async function partsToRead(db: Executor): Promise<PartToRead[]> {
  const named: PartToRead[] = PERSONAL_DATA_PARTS.map((part) => ({
    key: part.key,
    title: part.title,
    table: name(part.table),
    column: part.column,
    by: part.by ?? 'id',
    children: (part.children ?? []).map((child) => ({ ...child, table: name(child.table) })),
    storedFiles: part.storedFiles ?? false,
  }));
  const covered = new Set(named.flatMap((part) => [part.table, ...part.children.map((c) => c.table)]));
  const unnamed = (await accountTables(db))
    .filter((t) => !covered.has(t.table) && !NOT_PERSONAL_DATA.has(t.table))
    .map(
      (t): PartToRead => ({
        key: `outros_${t.table}`,
        title: `Outros dados (${t.table})`,
        table: t.table,
        column: t.column,
        by: 'id',
        children: [],
        storedFiles: false,
      }),
    );
  return [...named, ...unnamed];
}

/** Every part of the person's data, the catalogue's unnamed tables last. */
export async function collectPersonalData(
  db: Executor,
  person: { id: number; email: string },
): Promise<ExportedPart[]> {
  const exported: ExportedPart[] = [];
  for (const part of await partsToRead(db)) {
    const rows = await rowsOf(db, part.table, part.column, [part.by === 'email' ? person.email : person.id]);
    for (const child of part.children) {
      const byParent = new Map<string, Record<string, unknown>[]>();
      for (let at = 0; at < rows.length; at += PARAMETERS_PER_READ) {
        const ids = rows.slice(at, at + PARAMETERS_PER_READ).map((row) => row.id);
        for (const under of await rowsOf(db, child.table, child.column, ids)) {
          const parent = String(under[child.column]);
          const siblings = byParent.get(parent) ?? [];
          siblings.push(withoutHiddenColumns(under));
          byParent.set(parent, siblings);
        }
      }
      for (const row of rows) {
        row[child.key] = byParent.get(String(row.id)) ?? [];
      }
    }
    exported.push({
      key: part.key,
      title: part.title,
      rows: rows.map(withoutHiddenColumns),
      files: part.storedFiles
        ? rows.map((row) => ({
            id: String(row.id),
            filename: String(row.filename),
            storageKey: String(row.storage_key),
          }))
        : [],
    });
  }
  return exported;
}

/** Every (table, column) whose rows are deleted with the person's account (users.id, ON DELETE CASCADE). */
export async function accountTables(db: Executor): Promise<{ table: string; column: string }[]> {
  const result = (await db.execute(sql`
    select distinct kcu.table_name as table, kcu.column_name as column
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = rc.constraint_name and ccu.constraint_schema = rc.constraint_schema
    where ccu.table_schema = 'public' and ccu.table_name = 'users' and ccu.column_name = 'id'
      and rc.delete_rule = 'CASCADE'
    order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] };
  return result.rows;
}

/**
 * The table's rows whose `column` is one of `values`. The identifiers come from our schema or the
 * catalogue and are quoted; the values are parameters, typed by the column (its index is used).
 */
async function rowsOf(
  db: Executor,
  table: string,
  column: string,
  values: readonly unknown[],
): Promise<Record<string, unknown>[]> {
  const list = sql.join(
    values.map((value) => sql`${String(value)}`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} in (${list})`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const rows = result.rows;
  if (rows.length > 0 && 'created_at' in rows[0]!) {
    rows.sort((a, b) => time(a.created_at) - time(b.created_at));
  }
  return rows;
}

function time(value: unknown): number {
  return value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
}

function withoutHiddenColumns(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !HIDDEN_COLUMN.test(column)));
}
