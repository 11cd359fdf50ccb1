import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrchestrationCard } from './OrchestrationCard';

const decision = {
  orchestrated: true,
  agent_used: 'brainstorm' as const,
  agent_name: 'Brainstorm AI',
  confidence: 94,
  confidenceRange: '90% a 98%' as const,
  intent_detected: 'criação de negócio (cafeteria, ideias)',
  description: 'O Brainstorm AI vai gerar ideias e diferenciais para a sua cafeteria.',
};

const meta = {
  title: 'Chat/OrchestrationCard',
  component: OrchestrationCard,
  args: { orchestration: decision, agentName: 'Brainstorm AI', onAskAnother: fn() },
} satisfies Meta<typeof OrchestrationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 80 or more: green, 'Alta confiança'. */
export const High: Story = {};
/** 60 to 79: yellow, 'Média confiança'. */
export const Medium: Story = {
  args: { orchestration: { ...decision, confidence: 72, confidenceRange: '70% a 79%' } },
};
/** Below 60: orange, 'Baixa confiança'. */
export const Low: Story = {
  args: {
    orchestration: { ...decision, agent_used: 'chatsppock', confidence: 55, confidenceRange: '60% a 69%' },
    agentName: 'Sppock Commander',
  },
};
/** While the answer streams: no 'Perguntar a outro agente'. */
export const WhileStreaming: Story = { args: { onAskAnother: undefined } };
