import type { ChatStreamTextSource } from '@sppock/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useRef } from 'react';
import { expect, within } from 'storybook/test';
import { streamedSoFar } from './fixtures';
import { StreamingText } from './StreamingText';

const ANSWER = [
  '## Ideias para a sua cafeteria',
  '',
  '1. **Café de especialidade** com origem na Serra da Mantiqueira.',
  '2. **Clube do pão de queijo**: assinatura semanal para os clientes do bairro.',
  '',
  '| dia | ação |',
  '| --- | --- |',
  '| segunda | degustação |',
].join('\n');

/** A source that grows by a few characters each 30 ms, as `useChatStream` feeds it. */
function useGrowingSource(text: string): ChatStreamTextSource {
  const listeners = useMemo(() => new Set<() => void>(), []);
  const length = useRef(0);
  useEffect(() => {
    const timer = setInterval(() => {
      length.current = Math.min(text.length, length.current + 6);
      for (const listener of listeners) {
        listener();
      }
      if (length.current >= text.length) {
        clearInterval(timer);
      }
    }, 30);
    return () => clearInterval(timer);
  }, [text, listeners]);
  return useMemo(
    () => ({
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      getText: () => text.slice(0, length.current),
    }),
    [text, listeners],
  );
}

function Growing() {
  const end = useRef<HTMLDivElement>(null);
  return (
    <div>
      <StreamingText source={useGrowingSource(ANSWER)} end={end} />
      <div ref={end} />
    </div>
  );
}

const meta = {
  title: 'Chat/StreamingText',
  component: StreamingText,
  args: { source: streamedSoFar(ANSWER.slice(0, 120)), end: { current: null } },
} satisfies Meta<typeof StreamingText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer as it is so far: the markdown of what arrived, the last block still growing. */
export const PartOfTheAnswer: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ideias para a sua cafeteria')).toBeVisible();
  },
};

/** The answer arriving token by token: only this part renders with each piece. */
export const Arriving: Story = {
  render: () => <Growing />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/assinatura semanal/, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
