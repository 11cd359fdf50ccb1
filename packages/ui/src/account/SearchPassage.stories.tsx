import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { SearchPassage } from './SearchPassage';

const meta = {
  title: 'Conta/SearchPassage',
  component: SearchPassage,
  decorators: [withSppock],
  args: {
    passage: {
      segments: [
        { text: 'Monte um plano de vendas para a ', match: false },
        { text: 'Páscoa', match: true },
        { text: ' com ovos de chocolate e colombas.', match: false },
      ],
      truncated_start: false,
      truncated_end: false,
    },
  },
} satisfies Meta<typeof SearchPassage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words found in `<mark>`. */
export const Match: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('Páscoa');
  },
};

/** A passage from the middle of a long message: '…' on both sides. */
export const Truncated: Story = {
  args: {
    passage: {
      segments: [
        { text: 'as encomendas da ', match: false },
        { text: 'pascoa', match: true },
        { text: ' chegam na quinta', match: false },
      ],
      truncated_start: true,
      truncated_end: true,
    },
  },
};

/** HTML in a message shows as characters, never as markup. */
export const TextOnly: Story = {
  args: {
    passage: {
      segments: [
        { text: '<img src=x onerror=alert(1)> sobre a ', match: false },
        { text: 'Páscoa', match: true },
      ],
      truncated_start: false,
      truncated_end: false,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/<img src=x/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
