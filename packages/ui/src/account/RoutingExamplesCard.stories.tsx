import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from '../testing/msw';
import { withSppock } from '../testing/withSppock';
import { accountHandlers } from './accountHandlers';
import { RoutingExamplesCard } from './RoutingExamplesCard';

const meta = {
  title: 'Conta/RoutingExamplesCard',
  component: RoutingExamplesCard,
  decorators: [withSppock],
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof RoutingExamplesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card with its export button. */
export const Ready: Story = {};

/** The export fails: the button stays and a toast says so. */
export const ExportFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/agents/routing/examples/export/', ({ response }) =>
          response(500).json({ success: false, error: 'Erro interno.' }),
        ),
        ...accountHandlers(),
      ],
    },
  },
};
