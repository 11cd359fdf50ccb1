import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Textarea } from '../../primitives/Textarea/Textarea';
import { withSppock } from '../../testing/withSppock';
import { FakeSpeechRecognition, installFakeSpeech } from './fixtureSpeech';
import { useVoiceInput } from './useVoiceInput';
import { VoiceButton } from './VoiceButton';
import { VoiceTranscript } from './VoiceTranscript';

/** The microphone as the input bar uses it: the hook, the button, the transcript and the text. */
function VoiceInputBar() {
  const [text, setText] = useState('');
  const voice = useVoiceInput({
    onTranscript: (heard) => setText((current) => `${current} ${heard}`.trim()),
  });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 480 }}>
      <VoiceTranscript voice={voice} />
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}>
        <Textarea
          aria-label="Mensagem"
          placeholder="Inicie uma conversa"
          value={text}
          onValueChange={setText}
        />
        <VoiceButton voice={voice} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Chat/Painéis/VoiceButton',
  component: VoiceInputBar,
  decorators: [withSppock],
} satisfies Meta<typeof VoiceInputBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready, the privacy notice already accepted. */
export const Idle: Story = {
  beforeEach: () => installFakeSpeech({ consent: 'accepted' }),
};

/** First use: the privacy notice asks. */
export const PrivacyNotice: Story = {
  beforeEach: () => installFakeSpeech(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Falar com o microfone' }));
    const notice = await within(document.body).findByRole('alertdialog');
    // The dialog fades in: wait for the end of its entrance.
    await waitFor(() => expect(notice).toBeVisible());
  },
};

/** Recording, with text heard and text still being transcribed. */
export const Recording: Story = {
  beforeEach: () => installFakeSpeech({ consent: 'accepted' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Falar com o microfone' }));
    await canvas.findByRole('button', { name: 'Parar a gravação' });
    FakeSpeechRecognition.latest?.hear('Quero ideias para a Páscoa');
    FakeSpeechRecognition.latest?.hear('na padaria do bairro', { final: false });
    await waitFor(() => expect(canvas.getByText('na padaria do bairro')).toBeVisible());
  },
};

/** The privacy notice was refused: the microphone stays off until the user reviews it. */
export const Rejected: Story = {
  beforeEach: () => installFakeSpeech({ consent: 'rejected' }),
};

/** A browser without speech recognition (Firefox): unavailable, and it says why. */
export const Unsupported: Story = {
  beforeEach: () => installFakeSpeech({ supported: false }),
};
