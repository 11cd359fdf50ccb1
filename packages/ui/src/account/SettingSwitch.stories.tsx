import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SettingSwitch } from './SettingSwitch';

const meta = {
  title: 'Conta/SettingSwitch',
  component: SettingSwitch,
  args: {
    label: 'Alertas de uso',
    description: 'Aviso quando seu consumo de tokens se aproximar do limite do plano.',
    checked: true,
    onCheckedChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SettingSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};

export const Off: Story = { args: { checked: false } };

export const Saving: Story = { args: { pending: true } };

export const Disabled: Story = { args: { disabled: true } };

/** Try it: the switch follows clicks and the keyboard. */
export const Interactive: Story = {
  render: (args) => {
    const [checked, setChecked] = useState(false);
    return <SettingSwitch {...args} checked={checked} onCheckedChange={setChecked} />;
  },
};
