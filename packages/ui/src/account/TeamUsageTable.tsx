import { formatBRL, formatNumber, type Schema } from '@sppock/sdk';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRoot,
  TableRow,
} from '../primitives/Table/Table';
import { teamMessages as M } from './teamMessages';

/** The owner's table of the cycle's usage per person: tokens, cost in R$ and conversations. */
export function TeamUsageTable({ usage }: { usage: Schema<'TeamUsage'> }) {
  return (
    <TableRoot>
      <TableCaption>{M.usageTableCaption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{M.usagePerson}</TableHeaderCell>
          <TableHeaderCell align="end">{M.usageTokens}</TableHeaderCell>
          <TableHeaderCell align="end">{M.usageCost}</TableHeaderCell>
          <TableHeaderCell align="end">{M.usageConversations}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {usage.members.map((row) => (
          <TableRow key={row.id}>
            <TableHeaderCell scope="row">{row.name}</TableHeaderCell>
            <TableCell align="end">{formatNumber(row.tokens)}</TableCell>
            <TableCell align="end">{formatBRL(row.cost_brl)}</TableCell>
            <TableCell align="end">{formatNumber(row.conversations)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableHeaderCell scope="row">{M.usageTotal}</TableHeaderCell>
          <TableCell align="end">{formatNumber(usage.totals.tokens)}</TableCell>
          <TableCell align="end">{formatBRL(usage.totals.cost_brl)}</TableCell>
          <TableCell align="end">{formatNumber(usage.totals.conversations)}</TableCell>
        </TableRow>
      </TableBody>
    </TableRoot>
  );
}
