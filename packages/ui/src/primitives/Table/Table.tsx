import type {
  HTMLAttributes,
  ReactNode,
  TableHTMLAttributes,
  TdHTMLAttributes,
  ThHTMLAttributes,
} from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Table.css';

export interface TableRootProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Class of the scrolling frame around the table. */
  containerClassName?: string;
}

/** A data table in a horizontally scrolling frame. */
export function TableRoot({ className, containerClassName, ...props }: TableRootProps) {
  return (
    <div className={cx(styles.container, containerClassName)}>
      <table className={cx(styles.table, className)} {...props} />
    </div>
  );
}

/** The table's title; read first by screen readers. */
export function TableCaption({ className, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={cx(styles.caption, className)} {...props} />;
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
