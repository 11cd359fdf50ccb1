import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../../internal/cx';
import { focusRing } from '../../internal/styles.css';
import * as styles from './Table.css';

/** Lets the caption name the scrolling frame it sits in. */
const CaptionIdContext = createContext<(id: string | null) => void>(() => {});

/** True while the element's content is wider than the element (it scrolls sideways). */
function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) {
      return;
    }
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) {
      observer.observe(element.firstElementChild);
    }
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export interface TableRootProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Class of the scrolling frame around the table. */
  containerClassName?: string;
  /** The accessible name of the scrolling frame. @default the table's caption */
  scrollLabel?: string;
}

/**
 * A data table in a horizontally scrolling frame. The frame is a named region (after the
 * caption, or `scrollLabel`), and takes keyboard focus while its content is wider than it, so
 * arrow keys can scroll what a mouse or a finger would (WCAG 2.1.1; axe's
 * `scrollable-region-focusable`). A table that fits adds no tab stop.
 */
export function TableRoot({ className, containerClassName, scrollLabel, ...props }: TableRootProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [captionId, setCaptionId] = useState<string | null>(null);
  const scrolls = useOverflowsX(containerRef);
  const named = Boolean(scrollLabel || captionId);
  return (
    <CaptionIdContext.Provider value={setCaptionId}>
      <div
        ref={containerRef}
        // A region only when it has a name: an unnamed one is no landmark, just noise.
        {...(named
          ? {
              role: 'region',
              'aria-label': scrollLabel,
              'aria-labelledby': scrollLabel ? undefined : (captionId ?? undefined),
            }
          : {})}
        tabIndex={scrolls ? 0 : undefined}
        data-scrollable={scrolls ? '' : undefined}
        className={cx(styles.container, focusRing, containerClassName)}
      >
        <table className={cx(styles.table, className)} {...props} />
      </div>
    </CaptionIdContext.Provider>
  );
}

/** The table's title; read first by screen readers, and the name of the scrolling frame. */
export function TableCaption({ className, id, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  const generated = useId();
  const captionId = id ?? `${generated}-caption`;
  const register = useContext(CaptionIdContext);
  useLayoutEffect(() => {
    register(captionId);
    return () => register(null);
  }, [register, captionId]);
  return <caption id={captionId} className={cx(styles.caption, className)} {...props} />;
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cx(styles.head, className)} {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export interface TableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  /** Highlights the row (`data-state="selected"`). @default false */
  selected?: boolean;
}

export function TableRow({ className, selected = false, ...props }: TableRowProps) {
  return (
    <tr
      className={cx(styles.row, className)}
      data-state={selected ? 'selected' : undefined}
      aria-selected={selected || undefined}
      {...props}
    />
  );
}

export interface TableHeaderCellProps extends Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'> {
  /** Numbers read better aligned to the end. @default 'start' */
  align?: 'start' | 'end';
}

export function TableHeaderCell({
  className,
  align = 'start',
  scope = 'col',
  ...props
}: TableHeaderCellProps) {
  return <th scope={scope} data-align={align} className={cx(styles.headerCell, className)} {...props} />;
}

export interface TableCellProps extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> {
  /** @default 'start' */
  align?: 'start' | 'end';
}

export function TableCell({ className, align = 'start', ...props }: TableCellProps) {
  return <td data-align={align} className={cx(styles.cell, className)} {...props} />;
}

export interface TableStateRowProps {
  /** How many columns the message spans. */
  colSpan: number;
  /** The message: 'Carregando histórico...', 'Nenhum histórico de uso encontrado'. */
  children: ReactNode;
}

/** One full-width row for the loading, empty or error message. */
export function TableStateRow({ colSpan, children }: TableStateRowProps) {
  return (
    <tr className={styles.row}>
      <td colSpan={colSpan} className={styles.stateCell}>
        {children}
      </td>
    </tr>
  );
}
