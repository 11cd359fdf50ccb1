import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * The tests of the /assessment page (spec 1 §8 "Assessment agent fields", spec 3 §2). Reference
 * data: written by the seed from `catalogue-data.ts` (matched by `slug`), edited by an operator
 * with SQL (status, plans, `should_show`) — the seed never overwrites those three.
 */
export const assessmentCatalogue = pgTable('assessment_catalogue', {
  id: serial('id').primaryKey(),
  /** Stable key of the seeded row (`rodavida`, `mbti`, `igta`, `inteligencia-emocional`…). */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Lucide icon name in kebab-case. */
  icon: text('icon').notNull(),
  /** `AssessmentCategory`. */
  category: text('category').notNull(),
  route: text('route'),
  color: text('color').notNull(),
  gradient: text('gradient').notNull(),
  /** `AssessmentCardStatus`: active | new | coming_soon | development | maintenance. */
  status: text('status').notNull(),
  /** Plans (`PlanType`) that give access. */
  enabledPackages: jsonb('enabled_packages').$type<string[]>().notNull(),
  /** False hides the card (the test switched off by the operation). */
  shouldShow: boolean('should_show').notNull().default(true),
  /** Display order. */
  position: integer('position').notNull().default(0),
});

/**
 * One assessment taken by a user (spec 3 §3 "Assessment session"): Roda da Vida and MBTI start
 * incomplete and are completed by the submit; IGTA is created completed by the analysis.
 */
export const assessmentSessions = pgTable(
  'assessment_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `AssessmentType`: rodavida | mbti | igta. */
    type: text('type').notNull(),
    title: text('title'),
    company: text('company'),
    department: text('department'),
    position: text('position'),
    isCompanyWide: boolean('is_company_wide').notNull().default(false),
    employeeCount: integer('employee_count').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull(),
    /** 0-10 (Roda da Vida, IGTA); null on MBTI and incomplete sessions. */
    overallScore: doublePrecision('overall_score'),
    tokensUsed: integer('tokens_used').notNull().default(0),
    /** The report (Markdown pt-BR). */
    report: text('report'),
    /** Provider that wrote the report (`offline` when built from the scores without a model). */
    reportProvider: text('report_provider'),
    /** The answers as submitted (normalised), for a new report and for the model's prompt. */
    answers: jsonb('answers'),
    /** Scores the result shows: `RodaDaVidaData`, `MbtiData` or IGTA's per-dimension scores. */
    result: jsonb('result'),
    feedbackRating: integer('feedback_rating'),
    feedbackComment: text('feedback_comment'),
  },
  (t) => [index('assessment_sessions_user_type_created_idx').on(t.userId, t.type, t.createdAt)],
);
