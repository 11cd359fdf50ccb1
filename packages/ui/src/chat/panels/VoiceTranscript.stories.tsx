import type { Meta, StoryObj } from '@storybook/react-vite';
import type { VoiceInput } from './types';
import { VoiceTranscript } from './VoiceTranscript';

const noop = () => undefined;
const recording: VoiceInput = {
  status: 'recording',
  consent: 'accepted',
  interim: '',
  start: noop,
  stop: noop,
  toggle: noop,
  acceptPrivacy: noop,
  rejectPrivacy: noop,
  dismissPrivacy: noop,
};

const meta = {
  title: 'Chat/Painéis/VoiceTranscript',
  component: VoiceTranscript,
  args: { voice: recording },
} satisfies Meta<typeof VoiceTranscript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recording, nothing heard yet. */
export const Listening: Story = {};

/** Recording, with text still being transcribed. */
export const Transcribing: Story = {
  args: { voice: { ...recording, interim: 'quero um plano de marketing para a Páscoa da padaria' } },
};
