import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRoot,
  TableRow,
  TableStateRow,
} from './Table';
import { pageRange, type TablePageSize, TablePagination } from './TablePagination';

const Example = ({
  empty = false,
  caption = 'Histórico de Uso dos Agentes',
}: {
  empty?: boolean;
  caption?: string;
}) => (
  <TableRoot>
    <TableCaption>{caption}</TableCaption>
    <TableHeader>
      <TableRow>
        <TableHeaderCell>Agente</TableHeaderCell>
        <TableHeaderCell align="end">Tokens</TableHeaderCell>
      </TableRow>
    </TableHeader>
    <TableBody>
      {empty ? (
        <TableStateRow colSpan={2}>Nenhum histórico de uso encontrado</TableStateRow>
      ) : (
        <TableRow>
          <TableCell>Brainstorm AI</TableCell>
          <TableCell align="end">12.400</TableCell>
        </TableRow>
      )}
    </TableBody>
  </TableRoot>
);

function ControlledPagination() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<TablePageSize>(10);
  return (
    <TablePagination
      total={25}
      page={page}
      onPageChange={setPage}
      pageSize={size}
      onPageSizeChange={setSize}
    />
  );
}

describe('pageRange', () => {
  it('computes the rows of a page', () => {
    expect(pageRange(1234, 1, 10)).toEqual({ from: 1, to: 10, pageCount: 124 });
    expect(pageRange(1234, 124, 10)).toEqual({ from: 1231, to: 1234, pageCount: 124 });
    // A page past the end is clamped to the last page.
    expect(pageRange(35, 2, 100)).toEqual({ from: 1, to: 35, pageCount: 1 });
    expect(pageRange(0, 1, 10)).toEqual({ from: 0, to: 0, pageCount: 1 });
    expect(pageRange(42, 3, 'all')).toEqual({ from: 1, to: 42, pageCount: 1 });
  });
});

/** A usage table as wide as the account's: six columns of numbers. */
const WideExample = () => (
  <TableRoot>
    <TableCaption>Histórico de Uso dos Agentes</TableCaption>
    <TableHeader>
      <TableRow>
        {['Agente', 'Conversas', 'Tokens de entrada', 'Tokens de saída', 'Custo (USD)', 'Custo (BRL)'].map(
          (heading) => (
            <TableHeaderCell key={heading}>{heading}</TableHeaderCell>
          ),
        )}
      </TableRow>
    </TableHeader>
    <TableBody>
      <TableRow>
        {['Brainstorm AI', '18', '124.000', '98.500', 'US$ 1,42', 'R$ 7,10'].map((value) => (
          <TableCell key={value}>{value}</TableCell>
        ))}
      </TableRow>
    </TableBody>
  </TableRoot>
);

describe('Table scroll area', () => {
  afterEach(async () => {
    await page.viewport(1280, 900);
  });

  it('on a narrow screen is a named region that takes keyboard focus, with no axe violations in either theme', async () => {
    await page.viewport(360, 740);
    await expectAccessibleInBothThemes(<WideExample />);
    const screen = await renderInTheme(<WideExample />);
    const region = screen.getByRole('region', { name: 'Histórico de Uso dos Agentes' });
    await expect.element(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect.element(region).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect((region.element() as HTMLElement).scrollLeft).toBeGreaterThan(0));
  });

  it('adds no tab stop when the table fits, and takes its name from scrollLabel when given', async () => {
    await page.viewport(1280, 900);
    const screen = await renderInTheme(
      <TableRoot scrollLabel="Uso por agente">
        <TableBody>
          <TableRow>
            <TableCell>Brainstorm AI</TableCell>
          </TableRow>
        </TableBody>
      </TableRoot>,
    );
    const region = screen.getByRole('region', { name: 'Uso por agente' });
    await expect.element(region).toBeVisible();
    await expect.element(region).not.toHaveAttribute('tabindex');
  });
});

describe('Table', () => {
  it('has no axe violations in either theme, with rows, empty and paged', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <Example />
        {/* Each scrolling frame is a region named after its caption: two on a page need two names. */}
        <Example empty caption="Histórico de Uso do mês anterior" />
        <TablePagination total={1234} defaultPage={2} />
        <TablePagination total={42} defaultPageSize="all" aria-label="Paginação do histórico" />
      </div>,
    );
  });

  it('renders a captioned table with header cells', async () => {
    const screen = await renderInTheme(<Example />);
    await expect.element(screen.getByRole('table', { name: 'Histórico de Uso dos Agentes' })).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'Tokens' })).toBeVisible();
    await expect.element(screen.getByRole('cell', { name: 'Brainstorm AI' })).toBeVisible();
  });
});

describe('TablePagination', () => {
  it('uses the console copy: range, Anterior, Página N, Próxima', async () => {
    const screen = await renderInTheme(<TablePagination total={1234} />);
    await expect.element(screen.getByText('Mostrando 1 a 10 de 1.234 registros')).toBeVisible();
    await expect.element(screen.getByText('Página 1')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Próxima' }).click();
    await expect.element(screen.getByText('Mostrando 11 a 20 de 1.234 registros')).toBeVisible();
    await expect.element(screen.getByText('Página 2')).toBeVisible();
    await screen.getByRole('button', { name: 'Anterior' }).click();
    await expect.element(screen.getByText('Página 1')).toBeVisible();
  });

  it('offers 10, 100, 200, 300, 500 and todos; a new range goes back to page 1', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const screen = await renderInTheme(
      <TablePagination
        total={1234}
        defaultPage={3}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Registros por página' });
    const options = Array.from(
      (select.element() as HTMLSelectElement).options,
      (option) => option.textContent,
    );
    expect(options).toEqual(['10', '100', '200', '300', '500', 'todos']);
    await select.selectOptions('200');
    expect(onPageSizeChange).toHaveBeenLastCalledWith(200);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await expect.element(screen.getByText('Mostrando 1 a 200 de 1.234 registros')).toBeVisible();
  });

  it('"todos" shows every row and hides the paging', async () => {
    const screen = await renderInTheme(<TablePagination total={42} />);
    await screen.getByRole('combobox', { name: 'Registros por página' }).selectOptions('todos');
    await expect.element(screen.getByText('Mostrando todos os 42 registros')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Próxima' })).not.toBeInTheDocument();
    await expect.element(screen.getByText('Página 1')).not.toBeInTheDocument();
  });

  it('disables Próxima on the last page and can be controlled', async () => {
    const screen = await renderInTheme(<ControlledPagination />);
    await screen.getByRole('button', { name: 'Próxima' }).click();
    await screen.getByRole('button', { name: 'Próxima' }).click();
    await expect.element(screen.getByText('Mostrando 21 a 25 de 25 registros')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });
});
