// Full-text search over pt-BR text (issue 29), the same on PGlite and PostgreSQL: neither needs
// the `unaccent` extension. `sppock_search_fold(text)` (created by migration 0018) lowercases and
// takes the accents off Portuguese letters with `translate`, so it is IMMUTABLE (a generated
// column and its GIN index may use it) and keeps every character in place: a position in the
// folded text is the same position in the original, which is how a passage is highlighted.
import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** The text search configuration: the Portuguese stemmer and stop words. */
export const SEARCH_CONFIG = 'portuguese';

const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/**
 * The stemmed, accent- and case-folded words of the text column `source`, kept up to date by the
 * database (a stored generated column: written with the row, never by the application).
 */
export function searchVector(name: string, source: string) {
  return tsvector(name).generatedAlwaysAs(
    (): SQL => sql`to_tsvector('portuguese'::regconfig, sppock_search_fold(${sql.identifier(source)}))`,
  );
}
