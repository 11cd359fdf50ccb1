import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatMarkdown } from './ChatMarkdown';
import { CAFE_ANSWER, FILE_ID } from './fixtures';

const meta = {
  title: 'Chat/ChatMarkdown',
  component: ChatMarkdown,
  args: { children: CAFE_ANSWER, onFileLink: fn() },
} satisfies Meta<typeof ChatMarkdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answer: Story = {};
/** A link to a chat file: clicking downloads it with the token instead of following it. */
export const FileLink: Story = {
  args: { children: `Seu relatório está pronto: [relatorio-vendas.md](/api/files/${FILE_ID}/)\nLinha dois.` },
};
