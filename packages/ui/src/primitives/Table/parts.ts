export {
  TableBody as Body,
  TableCaption as Caption,
  TableCell as Cell,
  TableHeader as Header,
  TableHeaderCell as HeaderCell,
  TableRoot as Root,
  TableRow as Row,
  TableStateRow as StateRow,
} from './Table';
export { TablePagination as Pagination } from './TablePagination';
