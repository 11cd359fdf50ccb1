import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsentsCard } from './ConsentsCard';
import { privacyFixture } from './privacyHandlers';

const fixture = privacyFixture();

const meta = {
  title: 'Conta/ConsentsCard',
  component: ConsentsCard,
  args: { consents: fixture.consents, history: fixture.consent_history, onConsentChange: fn() },
} satisfies Meta<typeof ConsentsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Given: Story = {};

/** Marketing withdrawn and memory allowed, each with its date in the history. */
export const Changed: Story = {
  args: {
    consents: {
      ...fixture.consents,
      marketing_emails: { granted: false, since: '2026-11-20T18:04:00Z' },
      memory: { granted: true, since: '2026-11-21T09:15:00Z' },
    },
    history: [
      { kind: 'memory', granted: true, terms_version: null, at: '2026-11-21T09:15:00Z' },
      { kind: 'marketing_emails', granted: false, terms_version: null, at: '2026-11-20T18:04:00Z' },
      ...fixture.consent_history,
    ],
  },
};

/** An account from before terms were recorded: no acceptance, no history. */
export const NoRecord: Story = {
  args: { consents: { ...fixture.consents, terms: null }, history: [] },
};

export const Saving: Story = { args: { pending: 'marketing_emails' } };
