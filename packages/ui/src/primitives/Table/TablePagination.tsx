import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { useControllableState } from '../../internal/useControllableState';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { usePrimitivesMessages } from '../usePrimitivesMessages';
import * as styles from './Table.css';

/** Rows per page, or every row at once. */
export type TablePageSize = number | 'all';

/** The console's range selector (doc 3 §2): 10, 100, 200, 300, 500, todos. */
export const CONSOLE_PAGE_SIZES: ReadonlyArray<TablePageSize> = [10, 100, 200, 300, 500, 'all'];

export interface PageRange {
  /** First row shown, 1-based; 0 when there are no rows. */
  from: number;
  /** Last row shown. */
  to: number;
  /** Number of pages (at least 1). */
  pageCount: number;
}

/** Which rows a page shows. */
export function pageRange(total: number, page: number, pageSize: TablePageSize): PageRange {
  if (pageSize === 'all' || total === 0) {
    return { from: total === 0 ? 0 : 1, to: total, pageCount: 1 };
  }
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(page, 1), pageCount);
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total), pageCount };
}

export interface TablePaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Total rows across all pages. */
  total: number;
  /** Current page, 1-based (controlled). */
  page?: number;
  /** @default 1 */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Rows per page (controlled). */
  pageSize?: TablePageSize;
  /** @default 10 */
  defaultPageSize?: TablePageSize;
  /** Called when the range changes; the page also returns to 1. */
  onPageSizeChange?: (pageSize: TablePageSize) => void;
  /** @default 10, 100, 200, 300, 500, todos */
  pageSizeOptions?: ReadonlyArray<TablePageSize>;
}

/**
 * The console's paging footer: a range selector, 'Mostrando X a Y de Z registros' (or
 * 'Mostrando todos os Z registros'), 'Anterior', 'Página N' and 'Próxima'. Paging hides when
 * every row is shown.
 */
export function TablePagination({
  total,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize: pageSizeProp,
  defaultPageSize = 10,
  onPageSizeChange,
  pageSizeOptions = CONSOLE_PAGE_SIZES,
  className,
  ...props
}: TablePaginationProps) {
  const messages = usePrimitivesMessages();
  const [page, setPage] = useControllableState({
    prop: pageProp,
    defaultProp: defaultPage,
    onChange: onPageChange,
  });
  const [pageSize, setPageSize] = useControllableState<TablePageSize>({
    prop: pageSizeProp,
    defaultProp: defaultPageSize,
    onChange: onPageSizeChange,
  });
  const { from, to, pageCount } = pageRange(total, page, pageSize);
  const showingAll = pageSize === 'all';
  const summary = showingAll ? messages.tableAll(total) : messages.tableRange(from, to, total);

  return (
    <nav aria-label={messages.tablePagination} className={cx(styles.footer, className)} {...props}>
      <div className={styles.footerStart}>
        <Select
          aria-label={messages.tablePageSize}
          size="sm"
          className={styles.pageSize}
          value={String(pageSize)}
          options={pageSizeOptions.map((option) => ({
            value: String(option),
            label: option === 'all' ? messages.tablePageSizeAll : String(option),
          }))}
          onValueChange={(next) => {
            setPageSize(next === 'all' ? 'all' : Number(next));
            setPage(1);
          }}
        />
        <span aria-live="polite">{summary}</span>
      </div>
      {showingAll ? null : (
        <div className={styles.pager}>
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<ChevronLeft size={14} />}
            disabled={page <= 1}
            onClick={() => setPage(Math.max(1, page - 1))}
          >
            {messages.tablePrevious}
          </Button>
          <span className={styles.pageLabel}>{messages.tablePage(Math.min(page, pageCount))}</span>
          <Button
            variant="secondary"
            size="sm"
            trailingIcon={<ChevronRight size={14} />}
            disabled={page >= pageCount}
            onClick={() => setPage(Math.min(pageCount, page + 1))}
          >
            {messages.tableNext}
          </Button>
        </div>
      )}
    </nav>
  );
}
