// The assessment list (spec 1 §8 "Assessment list", spec 3 §2, §6, §7): the seeded tests with
// the caller's access, and the plan rule every assessment call checks on the server.
import { asc, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../contract/errors.ts';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { userPlan } from '../payer/payer.ts';
import type { PlanType } from '../payments/plans.ts';
import { CATALOGUE } from './catalogue-data.ts';
import { ASSESSMENT_MESSAGES as M } from './messages.ts';
import { assessmentCatalogue } from './schema.ts';

type Agent = components['schemas']['AssessmentAgent'];
export type AssessmentCategory = components['schemas']['AssessmentCategory'];
export type AssessmentStatus = components['schemas']['AssessmentCardStatus'];
type CatalogueRow = typeof assessmentCatalogue.$inferSelect;

/** Spec 1 §8: card descriptions are cut at 200 characters. */
export const CARD_DESCRIPTION_LIMIT = 200;

/**
 * A description as the card shows it: whole up to 200 characters; longer, cut at the last word
 * that fits and ended with '…' (the 200 characters include it).
 */
export function cardDescription(description: string): string {
  if (description.length <= CARD_DESCRIPTION_LIMIT) {
    return description;
  }
  const room = description.slice(0, CARD_DESCRIPTION_LIMIT - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > CARD_DESCRIPTION_LIMIT / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:—–-]+$/u, '')}…`;
}

/**
 * Writes the seeded tests. Texts, icons and routes follow the code; an existing row keeps its
 * status, plans and `should_show`, which an operator may have changed.
 */
export async function seedAssessmentCatalogue(executor: Executor): Promise<void> {
  await executor
    .insert(assessmentCatalogue)
    .values(
      CATALOGUE.map((entry, position) => ({
        slug: entry.slug,
        title: entry.title,
        description: entry.description,
        icon: entry.icon,
        category: entry.category,
        route: entry.route,
        color: entry.color,
        gradient: entry.gradient,
        status: entry.status,
        enabledPackages: [...entry.enabled_packages],
        shouldShow: entry.should_show,
        position: position + 1,
      })),
    )
    .onConflictDoUpdate({
      target: assessmentCatalogue.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        icon: sql`excluded.icon`,
        category: sql`excluded.category`,
        route: sql`excluded.route`,
        color: sql`excluded.color`,
        gradient: sql`excluded.gradient`,
        position: sql`excluded.position`,
      },
    });
}

export async function catalogueRows(executor: Executor): Promise<CatalogueRow[]> {
  return executor
    .select()
    .from(assessmentCatalogue)
    .orderBy(asc(assessmentCatalogue.position), asc(assessmentCatalogue.id));
}

/**
 * A row as the contract's card. `full` keeps the whole description (the detail call); the list
 * calls send it cut for the card.
 */
export function toContractAgent(row: CatalogueRow, plan: PlanType, full = false): Agent {
  const packages = row.enabledPackages as PlanType[];
  return {
    id: row.id,
    title: row.title,
    description: full ? row.description : cardDescription(row.description),
    icon: row.icon,
    category: row.category as AssessmentCategory,
    route: row.route,
    color: row.color,
    gradient: row.gradient,
    status: row.status as AssessmentStatus,
    enabled_packages: packages,
    can_access: packages.includes(plan),
    should_show: row.shouldShow,
  };
}

export async function listAgents(
  services: Services,
  userId: number,
  filter: (row: CatalogueRow) => boolean = () => true,
): Promise<Agent[]> {
  const [rows, plan] = await Promise.all([catalogueRows(services.db), userPlan(services, userId)]);
  return rows.filter(filter).map((row) => toContractAgent(row, plan));
}

export async function findAgent(services: Services, userId: number, id: number): Promise<Agent | null> {
  const [[row], plan] = await Promise.all([
    services.db.select().from(assessmentCatalogue).where(eq(assessmentCatalogue.id, id)),
    userPlan(services, userId),
  ]);
  return row ? toContractAgent(row, plan, true) : null;
}

/** Spec 3 §2 tooltips of the cards that cannot be opened. */
const CLOSED_STATUS: Partial<Record<AssessmentStatus, string>> = {
  coming_soon: 'Este teste estará disponível em breve',
  development: 'Este teste está em desenvolvimento',
  maintenance: 'Este teste está em manutenção',
};

/**
 * The server's side of the plan rule (spec 3 §6): a test the user's plan excludes is refused
 * with 403 'Este teste não está disponível na sua assinatura atual', whatever the app shows; a
 * test switched off or not open (coming soon, development, maintenance) is refused too.
 */
export async function assertAssessmentOpen(
  services: Services,
  userId: number,
  slug: 'rodavida' | 'mbti' | 'igta',
): Promise<PlanType> {
  const [[row], plan] = await Promise.all([
    services.db.select().from(assessmentCatalogue).where(eq(assessmentCatalogue.slug, slug)),
    userPlan(services, userId),
  ]);
  if (!row) {
    throw new Error(`Teste ${slug} ausente do catálogo: a semente não rodou.`);
  }
  if (!(row.enabledPackages as string[]).includes(plan)) {
    throw new ApiError(403, M.notInPlan);
  }
  const closed = CLOSED_STATUS[row.status as AssessmentStatus];
  if (closed || !row.shouldShow) {
    throw new ApiError(403, closed ?? M.notAvailable);
  }
  return plan;
}
