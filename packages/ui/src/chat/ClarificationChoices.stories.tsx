import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClarificationChoices } from './ClarificationChoices';
import { agentName } from './chatAgents';
import { QUESTION } from './fixtures';

const meta = {
  title: 'Chat/ClarificationChoices',
  component: ClarificationChoices,
  args: { clarification: QUESTION, onChoose: fn(), agentName: (agent) => agentName(agent, undefined) },
} satisfies Meta<typeof ClarificationChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question waits: two choices, each a button reachable by the keyboard. */
export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Escrever um e-mail/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(QUESTION.choices[0]);
  },
};

/** Answered: the choice stays pressed, the other closed. */
export const Chosen: Story = {
  args: { clarification: { ...QUESTION, chosen_agent: 'brainstorm' } },
};

/** An answer is on its way, or the conversation went on: no choice now. */
export const Disabled: Story = { args: { disabled: true } };

/** Long labels wrap inside their buttons. */
export const LongLabels: Story = {
  args: {
    clarification: {
      question: 'Você quer que eu **encontre clientes potenciais** ou **encontre fornecedores** para isso?',
      choices: [
        { agent: 'lead_finder', label: 'Encontrar clientes potenciais' },
        { agent: 'supplier_finder', label: 'Encontrar fornecedores' },
      ],
      chosen_agent: null,
    },
  },
};
