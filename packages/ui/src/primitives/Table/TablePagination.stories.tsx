import type { SppockPaths } from '@sppock/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { http } from '../../testing/msw';
import { Badge } from '../Badge/Badge';
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
import { type TablePageSize, TablePagination } from './TablePagination';

const meta = {
  title: 'Primitivos/Table/Pagination',
  component: TablePagination,
  args: { total: 3862, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof TablePagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mostrando 1 a 10 de 3.862 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(canvas.getByText('Página 2')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = { args: { defaultPage: 4, defaultPageSize: 100 } };

export const ShowingAll: Story = { args: { total: 42, defaultPageSize: 'all' } };

// ——— A story-level demo of the paging footer fed by a handler typed from the contract ———

type UsageHistory =
  SppockPaths['/api/agents/usage/history/']['get']['responses'][200]['content']['application/json'];
type AgentRun = UsageHistory['sessions'][number];

const TOTAL_RUNS = 137;
const agents: ReadonlyArray<readonly [string, AgentRun['agent_type']]> = [
  ['ChatSppock', 'chatsppock'],
  ['Brainstorm AI', 'brainstorm'],
  ['LeadFinder', 'lead_finder'],
  ['Concorrência', 'competition'],
];
const people = ['Mariana Costa', 'Rafael Albuquerque', 'Fernanda Lima', 'Thiago Moreira', 'Patrícia Gomes'];
const statuses: ReadonlyArray<AgentRun['status']> = [
  'completed',
  'completed',
  'completed',
  'running',
  'interrupted',
];

const runs: AgentRun[] = Array.from({ length: TOTAL_RUNS }, (_, index) => {
  const [agent_name, agent_type] = agents[index % agents.length]!;
  const user = people[index % people.length]!;
  return {
    id: 48300 - index,
    agent_name,
    agent_type,
    title: index % 7 === 6 ? null : `Sessão ${TOTAL_RUNS - index} de ${agent_name}`,
    user_name: user,
    user_email: `${user.split(' ')[0]!.toLowerCase()}@empresa.com.br`,
    start_time: new Date(Date.UTC(2026, 2, 16, 12) - index * 17 * 60_000).toISOString(),
    total_tokens_used: 1200 + ((index * 7919) % 18000),
    status: statuses[index % statuses.length]!,
  };
});

const usageHistoryHandler = http.get('/api/agents/usage/history/', ({ query, response }) => {
  const all = query.get('all') === 'true';
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 10);
  const sessions = all ? runs : runs.slice((page - 1) * limit, page * limit);
  return response(200).json({
    success: true,
    sessions,
    total_count: runs.length,
    page: all ? 1 : page,
    limit: all ? runs.length : limit,
    has_next: !all && page * limit < runs.length,
    has_previous: !all && page > 1,
  });
});

const statusLabel: Record<AgentRun['status'], string> = {
  completed: 'Concluída',
  running: 'Em execução',
  interrupted: 'Interrompida',
  unknown: 'Desconhecido',
};
const number = new Intl.NumberFormat('pt-BR');

function UsageHistoryDemo() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<TablePageSize>(10);
  const [data, setData] = useState<UsageHistory | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const query = pageSize === 'all' ? 'all=true' : `page=${page}&limit=${pageSize}`;
    fetch(`/api/agents/usage/history/?${query}`, { signal: controller.signal })
      .then((result) => result.json())
      .then((body: UsageHistory) => setData(body))
      .catch(() => {});
    return () => controller.abort();
  }, [page, pageSize]);

  return (
    <div>
      <TableRoot>
        <TableCaption>Histórico de Uso dos Agentes</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Agente</TableHeaderCell>
            <TableHeaderCell>Título</TableHeaderCell>
            <TableHeaderCell>Usuário</TableHeaderCell>
            <TableHeaderCell align="end">Tokens</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data === null ? (
            <TableStateRow colSpan={5}>Carregando histórico...</TableStateRow>
          ) : (
            data.sessions.map((run) => (
              <TableRow key={run.id}>
                <TableCell>{run.agent_name}</TableCell>
                <TableCell>{run.title ?? '—'}</TableCell>
                <TableCell>{run.user_name}</TableCell>
                <TableCell align="end">{number.format(run.total_tokens_used)}</TableCell>
                <TableCell>
                  <Badge
                    tone={
                      run.status === 'completed' ? 'success' : run.status === 'running' ? 'info' : 'danger'
                    }
                  >
                    {statusLabel[run.status]}
                  </Badge>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </TableRoot>
      <TablePagination
        total={data?.total_count ?? 0}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
      />
    </div>
  );
}

/** Rows come from `GET /api/agents/usage/history/` through an MSW handler typed from the contract. */
export const FromTheApi: Story = {
  render: () => <UsageHistoryDemo />,
  parameters: { msw: { handlers: [usageHistoryHandler] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mostrando 1 a 10 de 137 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(await canvas.findByText('Mostrando 11 a 20 de 137 registros')).toBeVisible();
    await expect(await canvas.findByText('Sessão 127 de LeadFinder')).toBeVisible();
  },
};
