import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BranchSwitcher } from './BranchSwitcher';

const meta = {
  title: 'Chat/BranchSwitcher',
  component: BranchSwitcher,
  args: { index: 1, count: 2, onSelect: fn() },
} satisfies Meta<typeof BranchSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The edited version shown: the first one is a click back. */
export const Edited: Story = {};
/** The first of three versions: only forward. */
export const FirstOfThree: Story = { args: { index: 0, count: 3 } };
/** While an answer is on its way: the arrows wait. */
export const Busy: Story = { args: { disabled: true } };
/** A message never edited: nothing shows. */
export const SingleVersion: Story = { args: { index: 0, count: 1 } };
