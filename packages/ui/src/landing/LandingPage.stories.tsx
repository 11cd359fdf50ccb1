import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FullBleed, SppockHost } from '../testing/SppockHost';
import { LandingPage } from './LandingPage';
import { marketingHandlers } from './marketingHandlers';

const meta = {
  title: 'Landing/LandingPage',
  component: LandingPage,
  args: { year: 2026 },
  decorators: [
    (Story) => (
      <SppockHost path="/">
        <FullBleed>
          <Story />
        </FullBleed>
      </SppockHost>
    ),
  ],
  parameters: {
    msw: [
      ...marketingHandlers.plans,
      ...marketingHandlers.newsletterSuccess,
      ...marketingHandlers.demoSuccess,
    ],
  },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page, as a visitor arrives at /. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const id of ['features', 'about', 'pricing', 'faq']) {
      await expect(canvasElement.querySelector(`#${id}`)).not.toBeNull();
    }
  },
};

/** 'Agendar Demo Enterprise' opens the demo request. */
export const DemoRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar Demo Enterprise' }));
    const body = within(canvasElement.ownerDocument.body);
    // The dialog fades in: wait for it.
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Agendar Demo Enterprise' })).toBeVisible());
  },
};
