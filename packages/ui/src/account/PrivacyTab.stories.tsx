import { PRIVACY_TAB, PROFILE_PATH } from '@sppock/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { accountHandlers } from './accountHandlers';
import { PrivacyTab } from './PrivacyTab';
import { FIXTURE_EXPORT_ID, FIXTURE_EXPORT_TOKEN, privacyFixture, privacyHandlers } from './privacyHandlers';

const meta = {
  title: 'Conta/PrivacyTab',
  component: PrivacyTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof PrivacyTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};

/** Nothing asked yet, offline model only, nobody of the team read anything. */
export const Fresh: Story = {
  parameters: {
    msw: {
      handlers: [
        ...privacyHandlers({
          privacy: privacyFixture({ processors: [], operator_reads: [], exports: [], consent_history: [] }),
        }),
        ...accountHandlers(),
      ],
    },
  },
};

/** Opened from the e-mailed link: the download is offered. */
export const FromEmailLink: Story = {
  parameters: {
    sppock: {
      path: `${PROFILE_PATH}?tab=${PRIVACY_TAB}&exportacao=${FIXTURE_EXPORT_ID}&token=${FIXTURE_EXPORT_TOKEN}`,
    },
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...privacyHandlers({ state: 'loading' }), ...accountHandlers()] } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [...privacyHandlers({ state: 'error' }), ...accountHandlers()] } },
};
