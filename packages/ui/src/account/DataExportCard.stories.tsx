import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DataExportCard } from './DataExportCard';
import { privacyFixture } from './privacyHandlers';

const meta = {
  title: 'Conta/DataExportCard',
  component: DataExportCard,
  args: { exports: privacyFixture().exports, onRequest: fn() },
} satisfies Meta<typeof DataExportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const NoneYet: Story = { args: { exports: [] } };

/** A copy is being built: asking again waits for it. */
export const Pending: Story = {
  args: {
    exports: [
      {
        id: '5b7c9d1e-2f3a-4b5c-8d6e-7f8091a2b3c4',
        status: 'pending',
        requested_at: '2026-11-26T12:00:00Z',
        ready_at: null,
        expires_at: '2026-12-03T12:00:00Z',
        size_bytes: null,
      },
      ...privacyFixture().exports.map((row) => ({ ...row, status: 'expired' as const })),
    ],
  },
};

export const Requesting: Story = { args: { requesting: true } };

/** Opened from the e-mailed link. */
export const FromLink: Story = { args: { link: { onDownload: fn(), downloading: false } } };
export const Downloading: Story = { args: { link: { onDownload: fn(), downloading: true } } };
