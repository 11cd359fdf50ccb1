import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentFormArea } from './AgentFormArea';
import { CHAT_AGENTS } from './fixtures';

const emailWriter = CHAT_AGENTS.find((entry) => entry.agent_type === 'email_writer');

const meta = {
  title: 'Chat/AgentFormArea',
  component: AgentFormArea,
  args: {
    agent: emailWriter,
    open: true,
    onOpenChange: fn(),
    disabled: false,
    onSubmit: fn(async () => true),
  },
} satisfies Meta<typeof AgentFormArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice, the toggle and the agent's form. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { expanded: true });
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Closed after an answer: the notice and the toggle that opens the form again. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { expanded: false })).toBeVisible();
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/** An answer on its way: the form is disabled. */
export const Busy: Story = { args: { disabled: true } };
