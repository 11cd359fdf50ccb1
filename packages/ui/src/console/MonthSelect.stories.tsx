import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MonthSelect } from './MonthSelect';

const meta = {
  title: 'Console/MonthSelect',
  component: MonthSelect,
  args: { value: '2026-11', onValueChange: fn(), now: new Date('2026-11-23T12:00:00Z') },
} satisfies Meta<typeof MonthSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const November2026: Story = {};

/** In 2027 the list keeps going: January 2027 first. */
export const January2027: Story = { args: { value: '2027-01', now: new Date('2027-01-10T12:00:00Z') } };
