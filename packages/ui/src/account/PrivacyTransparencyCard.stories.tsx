import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivacyTransparencyCard } from './PrivacyTransparencyCard';
import { privacyFixture } from './privacyHandlers';

const fixture = privacyFixture();

const meta = {
  title: 'Conta/PrivacyTransparencyCard',
  component: PrivacyTransparencyCard,
  args: {
    processors: fixture.processors,
    dataOfficer: fixture.data_officer,
    operatorReads: fixture.operator_reads,
  },
} satisfies Meta<typeof PrivacyTransparencyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Providers: Story = {};

/** The offline model only: no processor; nobody of the team read anything. */
export const OfflineOnly: Story = { args: { processors: [], operatorReads: [] } };

/** Many reads, support and console. */
export const ManyReads: Story = {
  args: {
    operatorReads: [
      {
        kind: 'support_reply',
        subject: 'Chamado #12: Cobrança duplicada em novembro',
        at: '2026-11-22T09:10:00Z',
      },
      ...fixture.operator_reads,
      {
        kind: 'console_usage_history',
        subject: 'Histórico de execuções do console (títulos e uso das suas conversas)',
        at: '2026-11-18T16:45:00Z',
      },
    ],
  },
};
