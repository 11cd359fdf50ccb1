import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withSppock } from '../testing/withSppock';
import { LikertScale } from './LikertScale';

const meta = {
  title: 'Avaliações/LikertScale',
  component: LikertScale,
  decorators: [withSppock],
  args: {
    question: 'Depois de um dia cheio de reuniões, prefiro um tempo sozinho para recarregar.',
    name: 'story',
    number: 3,
    value: undefined,
    onValueChange: () => {},
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <LikertScale {...args} value={value} onValueChange={setValue} />;
  },
} satisfies Meta<typeof LikertScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};
export const Answered: Story = { args: { value: 4 } };
