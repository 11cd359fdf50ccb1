import type { AssessmentAgent } from '@sppock/sdk';
import { useAssessments } from '@sppock/sdk/react';
import { SearchX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigation } from '../navigation/Navigation';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { Spinner } from '../primitives/Spinner/Spinner';
import { LoadError } from '../shell/LoadError';
import { AssessmentCard } from './AssessmentCard';
import * as listStyles from './AssessmentListPage.css';
import * as styles from './assessments.css';
import { type AssessmentCategory, CATEGORY_LABELS } from './catalogue';
import { useAssessmentsMessages } from './useAssessmentsMessages';

/** How long the page scrolls before it opens a test (spec 3 §9). */
export const CARD_OPEN_DELAY_MS = 300;

export interface AssessmentListPageProps {
  /** The category chosen at first; `null` is 'Todos'. @default null */
  defaultCategory?: AssessmentCategory | null;
}

/**
 * /assessment (spec 3 §2, spec 1 §8): the category filter, the cards with their status, tooltip
 * and plans, the empty text of a category, the loading and error states. An open card scrolls
 * into view, then opens its test 300 ms later.
 */
export function AssessmentListPage({ defaultCategory = null }: AssessmentListPageProps) {
  const messages = useAssessmentsMessages();
  const { navigate } = useNavigation();
  const titleId = useId();
  const list = useAssessments();
  const [category, setCategory] = useState<AssessmentCategory | null>(defaultCategory);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
      }
    },
    [],
  );

  const open = (assessment: AssessmentAgent, card: HTMLElement) => {
    const route = assessment.route;
    if (!route || timer.current) {
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    timer.current = setTimeout(() => {
      timer.current = null;
      navigate(route);
    }, CARD_OPEN_DELAY_MS);
  };

  const visible = (list.data?.assessments ?? []).filter(
    (assessment) => assessment.should_show && (category === null || assessment.category === category),
  );
  const filters: [AssessmentCategory | null, string][] = [
    [null, messages.allCategories],
    ...(Object.entries(CATEGORY_LABELS) as [AssessmentCategory, string][]),
  ];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {messages.listTitle}
        </h1>
        <p className={styles.subtitle}>{messages.listSubtitle}</p>
      </header>
      <div role="toolbar" aria-label={messages.filterLabel} className={listStyles.filters}>
        {filters.map(([value, label]) => (
          <button
            key={label}
            type="button"
            className={listStyles.filter}
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <p className={styles.centered} role="status">
          <Spinner size="sm" decorative />
          {messages.listLoading}
        </p>
      ) : list.isError ? (
        <LoadError
          title={messages.listLoadError}
          message={list.error.message}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : visible.length === 0 ? (
        <EmptyState icon={<SearchX size={22} />} title={messages.emptyCategory} titleAs="p" />
      ) : (
        <ul className={styles.grid} aria-labelledby={titleId}>
          {visible.map((assessment) => (
            <li key={assessment.id}>
              <AssessmentCard assessment={assessment} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
