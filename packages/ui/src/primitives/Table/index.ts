export * as Table from './parts';
export {
  TableBody,
  TableCaption,
  TableCell,
  type TableCellProps,
  TableHeader,
  TableHeaderCell,
  type TableHeaderCellProps,
  TableRoot,
  type TableRootProps,
  TableRow,
  type TableRowProps,
  TableStateRow,
  type TableStateRowProps,
} from './Table';
export {
  CONSOLE_PAGE_SIZES,
  type PageRange,
  pageRange,
  type TablePageSize,
  TablePagination,
  type TablePaginationProps,
} from './TablePagination';
