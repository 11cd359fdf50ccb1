import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { ShareLinksList } from './ShareLinksList';
import { shareHandlers } from './shareHandlers';

const meta = {
  title: 'Conversas/ShareLinksList',
  component: ShareLinksList,
  decorators: [withSppock],
  parameters: { msw: { handlers: shareHandlers() } },
} satisfies Meta<typeof ShareLinksList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active links (one without expiry) and an expired one. */
export const Links: Story = {};
export const Empty: Story = { parameters: { msw: { handlers: shareHandlers({ links: [] }) } } };
export const Loading: Story = { parameters: { msw: { handlers: shareHandlers({ linksState: 'loading' }) } } };
export const Failed: Story = { parameters: { msw: { handlers: shareHandlers({ linksState: 'error' }) } } };
