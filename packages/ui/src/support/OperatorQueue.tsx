import { planLabel, type SupportPriority } from '@sppock/sdk';
import { type SupportQueueFilters, useSupportCategories, useSupportQueue } from '@sppock/sdk/react';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { Select } from '../primitives/Select/Select';
import { Spinner } from '../primitives/Spinner/Spinner';
import { LoadError } from '../shell/LoadError';
import { PageFooter } from '../shell/PageFooter';
import * as styles from './OperatorQueue.css';
import { OperatorTicketDialog } from './OperatorTicketDialog';
import { SupportMessageCard } from './SupportMessageCard';
import * as pageStyles from './SupportPage.css';
import { useSupportTexts } from './useSupportTexts';

export interface OperatorQueueProps {
  /** The in-app pages the footer may link to. @default every page */
  availableRoutes?: readonly string[];
  /** Messages per page. @default 20 */
  pageSize?: number;
}

type StatusFilter = NonNullable<SupportQueueFilters['status']>;
type AgeFilter = 'any' | 'upTo1' | 'over7' | 'over30';
type AssignedFilter = NonNullable<SupportQueueFilters['assigned']>;

const AGES: Record<AgeFilter, Pick<SupportQueueFilters, 'min_days_open' | 'max_days_open'>> = {
  any: {},
  upTo1: { max_days_open: 1 },
  over7: { min_days_open: 8 },
  over30: { min_days_open: 31 },
};
const ANY = 'any';

/**
 * The operators' support queue (superusers; an extension — the spec shows no operator side):
 * every customer's message, priority support (Pro and Enterprise) first and marked so, filters by
 * status, category, priority, age and assignee, paging, and a ticket dialog to answer, change
 * the status and assign.
 */
export function OperatorQueue({ availableRoutes, pageSize = 20 }: OperatorQueueProps) {
  const texts = useSupportTexts();
  const titleId = useId();
  const [status, setStatus] = useState<StatusFilter>('abertas');
  const [category, setCategory] = useState(ANY);
  const [priority, setPriority] = useState(ANY);
  const [age, setAge] = useState<AgeFilter>('any');
  const [assigned, setAssigned] = useState<AssignedFilter>('any');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const categories = useSupportCategories();
  const filters: SupportQueueFilters = {
    status,
    ...(category === ANY ? {} : { category_id: Number(category) }),
    ...(priority === ANY ? {} : { priority: priority as SupportPriority }),
    ...AGES[age],
    ...(assigned === 'any' ? {} : { assigned }),
    page,
    limit: pageSize,
  };
  const queue = useSupportQueue(filters);
  const opened = queue.data?.messages.find((message) => message.id === openId) ?? null;

  const filter =
    <Value extends string>(set: (value: Value) => void) =>
    (value: string) => {
      set(value as Value);
      setPage(1);
    };

  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 id={titleId} className={pageStyles.title}>
            {texts.queueTitle}
          </h1>
          <p className={pageStyles.subtitle}>{texts.queueSubtitle}</p>
        </div>
      </div>
      <fieldset className={styles.filters} aria-label={texts.queueFilters}>
        <Select
          label={texts.filterStatus}
          value={status}
          onValueChange={filter<StatusFilter>(setStatus)}
          options={[
            { value: 'abertas', label: texts.filterAllOpen },
            { value: 'arquivadas', label: texts.filterAllArchived },
            ...(['aberta', 'em_analise', 'respondida', 'resolvida', 'fechada'] as const).map((value) => ({
              value,
              label: texts.status[value],
            })),
          ]}
        />
        <Select
          label={texts.filterCategory}
          value={category}
          onValueChange={filter<string>(setCategory)}
          options={[
            { value: ANY, label: texts.filterAny },
            ...(categories.data?.categories ?? []).map((item) => ({
              value: String(item.id),
              label: item.name,
            })),
          ]}
        />
        <Select
          label={texts.filterPriority}
          value={priority}
          onValueChange={filter<string>(setPriority)}
          options={[
            { value: ANY, label: texts.filterAny },
            ...(['urgente', 'alta', 'normal', 'baixa'] as const).map((value) => ({
              value,
              label: texts.priority[value],
            })),
          ]}
        />
        <Select
          label={texts.filterAge}
          value={age}
          onValueChange={filter<AgeFilter>(setAge)}
          options={[
            { value: 'any', label: texts.ageAny },
            { value: 'upTo1', label: texts.ageUpTo1 },
            { value: 'over7', label: texts.ageOver7 },
            { value: 'over30', label: texts.ageOver30 },
          ]}
        />
        <Select
          label={texts.filterAssigned}
          value={assigned}
          onValueChange={filter<AssignedFilter>(setAssigned)}
          options={[
            { value: 'any', label: texts.assignedAny },
            { value: 'me', label: texts.assignedMe },
            { value: 'none', label: texts.assignedNone },
          ]}
        />
      </fieldset>
      <section aria-labelledby={titleId}>
        {queue.isError ? (
          <LoadError
            title={texts.queueLoadError}
            message={queue.error.message}
            onRetry={() => void queue.refetch()}
            retrying={queue.isFetching}
          />
        ) : !queue.data ? (
          <div className={pageStyles.loading}>
            <Spinner size="lg" label={texts.loading} />
          </div>
        ) : queue.data.messages.length === 0 ? (
          <EmptyState title={texts.queueEmpty} titleAs="h2" />
        ) : (
          <>
            <p className={styles.summary} aria-live="polite">
              {texts.queueCount(queue.data.total_count)}
            </p>
            <ul className={pageStyles.list}>
              {queue.data.messages.map((message) => (
                <li key={message.id}>
                  <SupportMessageCard
                    message={message}
                    onOpen={setOpenId}
                    extra={
                      <>
                        {message.priority_support ? (
                          <Badge
                            tone="accent"
                            icon={<Star size={12} aria-hidden="true" />}
                            title={texts.prioritySupportHint(planLabel(message.package_type))}
                          >
                            {texts.prioritySupport} · {planLabel(message.package_type)}
                          </Badge>
                        ) : (
                          <Badge tone="neutral">{planLabel(message.package_type)}</Badge>
                        )}
                        <Badge tone="neutral">
                          {texts.from}: {message.user.first_name} {message.user.last_name}
                        </Badge>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
            <div className={styles.paging}>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {texts.previousPage}
              </Button>
              <span>{texts.page(page)}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!queue.data.has_next}
                onClick={() => setPage(page + 1)}
              >
                {texts.nextPage}
              </Button>
            </div>
          </>
        )}
      </section>
      <PageFooter availableRoutes={availableRoutes} />
      <OperatorTicketDialog message={opened} onClose={() => setOpenId(null)} />
    </div>
  );
}
