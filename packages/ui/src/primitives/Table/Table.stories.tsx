import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Spinner } from '../Spinner/Spinner';
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

const meta = {
  title: 'Primitivos/Table',
  component: TableRoot,
} satisfies Meta<typeof TableRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = [
  {
    id: 48213,
    agent: 'ChatSppock',
    title: 'Plano de vendas para o Dia das Mães',
    user: 'Mariana Costa',
    tokens: 3840,
    status: 'Em execução',
  },
  {
    id: 48212,
    agent: 'Brainstorm AI',
    title: 'Campanha de Páscoa da Doceria Flor de Minas',
    user: 'Rafael Albuquerque',
    tokens: 12560,
    status: 'Concluída',
  },
  {
    id: 48211,
    agent: 'LeadFinder',
    title: 'Distribuidoras em Curitiba',
    user: 'Rafael Albuquerque',
    tokens: 9215,
    status: 'Concluída',
  },
  {
    id: 48209,
    agent: 'Concorrência',
    title: 'Concorrentes de floriculturas em Goiânia',
    user: 'Fernanda Lima',
    tokens: 18740,
    status: 'Interrompida',
  },
];

const number = new Intl.NumberFormat('pt-BR');

const Head = () => (
  <TableHeader>
    <TableRow>
      <TableHeaderCell>Agente</TableHeaderCell>
      <TableHeaderCell>Título</TableHeaderCell>
      <TableHeaderCell>Usuário</TableHeaderCell>
      <TableHeaderCell align="end">Tokens</TableHeaderCell>
      <TableHeaderCell>Status</TableHeaderCell>
    </TableRow>
  </TableHeader>
);

export const WithRows: Story = {
  render: () => (
    <TableRoot>
      <TableCaption>Histórico de Uso dos Agentes</TableCaption>
      <Head />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.agent}</TableCell>
            <TableCell>{row.title}</TableCell>
            <TableCell>{row.user}</TableCell>
            <TableCell align="end">{number.format(row.tokens)}</TableCell>
            <TableCell>
              <Badge
                tone={
                  row.status === 'Concluída' ? 'success' : row.status === 'Interrompida' ? 'danger' : 'info'
                }
              >
                {row.status}
              </Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </TableRoot>
  ),
};

/**
 * On a phone the table is wider than its frame: the frame is a region named by the caption and
 * takes keyboard focus, so arrow keys scroll it.
 */
export const NarrowScreen: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <TableRoot>
        <TableCaption>Histórico de Uso dos Agentes</TableCaption>
        <Head />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.agent}</TableCell>
              <TableCell>{row.title}</TableCell>
              <TableCell>{row.user}</TableCell>
              <TableCell align="end">{number.format(row.tokens)}</TableCell>
              <TableCell>{row.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TableRoot>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Histórico de Uso dos Agentes' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const Empty: Story = {
  render: () => (
    <TableRoot>
      <TableCaption>Histórico de Uso dos Agentes</TableCaption>
      <Head />
      <TableBody>
        <TableStateRow colSpan={5}>Nenhum histórico de uso encontrado</TableStateRow>
      </TableBody>
    </TableRoot>
  ),
};

export const Loading: Story = {
  render: () => (
    <TableRoot>
      <TableCaption>Histórico de Uso dos Agentes</TableCaption>
      <Head />
      <TableBody>
        <TableStateRow colSpan={5}>
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <Spinner size="sm" decorative /> Carregando histórico...
          </span>
        </TableStateRow>
      </TableBody>
    </TableRoot>
  ),
};
