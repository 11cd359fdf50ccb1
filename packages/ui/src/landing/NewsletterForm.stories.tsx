import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsletterForm } from './NewsletterForm';

const confirm = () => Promise.resolve('Inscrição confirmada! Você vai receber nossas novidades por e-mail.');

const meta = {
  title: 'Landing/NewsletterForm',
  component: NewsletterForm,
  args: { onSubscribe: fn(confirm) },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const subscribe = async (canvasElement: HTMLElement, email = 'joao.pereira@construtoraaurora.com.br') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Seu e-mail' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Inscrever-se' }));
  return canvas;
};

export const Empty: Story = {};

/** An address that is not one. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement, 'joao.pereira');
    await expect(await canvas.findByText('Informe um e-mail válido.')).toBeVisible();
  },
};

export const Sending: Story = {
  args: { onSubscribe: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Inscrevendo...' })).toBeDisabled();
  },
};

/** The server's confirmation; the field is cleared. */
export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Inscrição confirmada! Você vai receber nossas novidades por e-mail.',
    );
  },
};

/** The server refuses: the error shows and the e-mail stays in the field. */
export const ServerError: Story = {
  args: {
    onSubscribe: fn(() =>
      Promise.reject(new Error('Muitas requisições. Tente novamente em alguns minutos.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Muitas requisições. Tente novamente em alguns minutos.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Seu e-mail' })).toHaveValue(
      'joao.pereira@construtoraaurora.com.br',
    );
  },
};
