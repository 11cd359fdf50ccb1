import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField';

function Controlled({ initial = '', error }: { initial?: string; error?: string }) {
  const [digits, setDigits] = useState(initial);
  return (
    <div style={{ maxWidth: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <PhoneField
        label="Celular"
        placeholder="(11) 91234-5678"
        value={digits}
        onValueChange={setDigits}
        error={error}
      />
      <p style={{ margin: 0, fontSize: 13 }}>
        Enviado ao servidor: <code data-testid="digits">{digits || '—'}</code>
      </p>
    </div>
  );
}

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: 'Celular', value: '', onValueChange: () => {} },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a mobile number: the mask follows, the server gets digits only. */
export const Mobile: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), '31987654321');
    await expect(canvas.getByRole('textbox', { name: 'Celular' })).toHaveValue('(31) 98765-4321');
    await expect(canvas.getByTestId('digits')).toHaveTextContent('31987654321');
  },
};

/** A landline: ten digits. */
export const Landline: Story = { render: () => <Controlled initial="3133334444" /> };

export const WithError: Story = {
  render: () => <Controlled initial="3198" error="Informe um celular válido com DDD (10 ou 11 dígitos)." />,
};
