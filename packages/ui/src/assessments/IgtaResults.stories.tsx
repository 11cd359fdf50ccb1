import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { IGTA_SESSIONS } from './fixtures';
import { IgtaResults } from './IgtaResults';

const meta = {
  title: 'Avaliações/IgtaResults',
  component: IgtaResults,
  decorators: [withSppock],
  args: { session: IGTA_SESSIONS[0]!, onBackToHistory: fn(), onNew: fn() },
  parameters: { msw: { handlers: assessmentsHandlers() } },
} satisfies Meta<typeof IgtaResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {};
export const FromHistory: Story = { args: { fromHistory: true } };
/** No company data given: 'Não informado'. */
export const NoCompany: Story = {
  args: { session: { ...IGTA_SESSIONS[0]!, company: null, department: null, position: null } },
};
