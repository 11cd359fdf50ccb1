import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TimezoneSelect } from './TimezoneSelect';

const meta = {
  title: 'Conta/TimezoneSelect',
  component: TimezoneSelect,
  args: { value: 'America/Sao_Paulo', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TimezoneSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};

export const Unset: Story = { args: { value: '' } };

/** A zone detected from the browser that is not in the list stays selectable. */
export const Unlisted: Story = { args: { value: 'Asia/Kathmandu' } };

export const Interactive: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    return <TimezoneSelect {...args} value={value} onValueChange={setValue} />;
  },
};
