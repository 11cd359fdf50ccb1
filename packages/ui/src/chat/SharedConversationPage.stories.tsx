import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FIXTURE_SHARE_TOKEN,
  sharedConversationFixture,
  shareHandlers,
} from '../conversations/shareHandlers';
import { withSppock } from '../testing/withSppock';
import { SharedConversationPage } from './SharedConversationPage';

const meta = {
  title: 'Chat/SharedConversationPage',
  component: SharedConversationPage,
  decorators: [withSppock],
  args: { token: FIXTURE_SHARE_TOKEN },
  parameters: { msw: { handlers: shareHandlers() } },
} satisfies Meta<typeof SharedConversationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The copy: the agents, the dates, the messages with the chat's markdown and a file's name. */
export const Shared: Story = {};
export const Loading: Story = {
  parameters: { msw: { handlers: shareHandlers({ sharedState: 'loading' }) } },
};
/** A revoked or expired link. */
export const Gone: Story = { parameters: { msw: { handlers: shareHandlers({ sharedState: 'gone' }) } } };
export const Failed: Story = { parameters: { msw: { handlers: shareHandlers({ sharedState: 'error' }) } } };
/** A long conversation without expiry. */
export const LongConversation: Story = {
  parameters: {
    msw: {
      handlers: shareHandlers({
        shared: (() => {
          const shared = sharedConversationFixture();
          return {
            ...shared,
            expires_at: null,
            messages: Array.from({ length: 5 }, () => shared.messages).flat(),
          };
        })(),
      }),
    },
  },
};
