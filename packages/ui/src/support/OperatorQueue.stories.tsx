import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { OperatorQueue } from './OperatorQueue';
import { operatorHandlers } from './supportHandlers';

const meta = {
  title: 'Suporte/OperatorQueue',
  component: OperatorQueue,
  decorators: [withSppock],
  parameters: { msw: { handlers: operatorHandlers() }, sppock: { path: '/admin/support' } },
} satisfies Meta<typeof OperatorQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open tickets, Enterprise and Pro first with 'Suporte prioritário'. */
export const Queue: Story = {};

export const Loading: Story = { parameters: { msw: { handlers: operatorHandlers({ state: 'loading' }) } } };

export const Failed: Story = { parameters: { msw: { handlers: operatorHandlers({ state: 'error' }) } } };

/** A non-superuser: 'Acesso negado. Verifique suas permissões.' */
export const Forbidden: Story = {
  parameters: { msw: { handlers: operatorHandlers({ state: 'forbidden' }) } },
};
