import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ModelControl } from './ModelControl';

const model = (id: number, name: string, modelId: string, provider: string, active: boolean) => ({
  id,
  name,
  model: modelId,
  provider,
  is_active: active,
  created_at: '2025-11-01T12:00:00Z',
});

const meta = {
  title: 'Console/ModelControl',
  component: ModelControl,
  args: {
    models: {
      OpenAI: [
        model(1, 'GPT-4o mini', 'gpt-4o-mini', 'OpenAI', true),
        model(2, 'GPT-4.1', 'gpt-4.1', 'OpenAI', false),
      ],
      Gemini: [model(4, 'Gemini 2.5 Flash', 'gemini-2.5-flash', 'Gemini', true)],
      Serper: [model(8, 'Serper Google Search', 'serper-google-search', 'Serper', false)],
      other: [model(9, 'Modelo offline Sppock', 'sppock-offline', 'offline', true)],
    },
    limits: {
      'gpt-4o-mini': {
        current_minute_tokens: 48_210,
        minute_token_limit: 200_000,
        current_minute_requests: 37,
        minute_request_limit: 500,
        current_daily_tokens: 3_120_450,
        daily_token_limit: 3_000_000,
        current_daily_requests: 2184,
        daily_request_limit: null,
        tier: null,
      },
      'gemini-2.5-flash': {
        current_minute_tokens: 15_320,
        minute_token_limit: 1_000_000,
        current_minute_requests: 14,
        minute_request_limit: 1000,
        current_daily_tokens: 642_180,
        daily_token_limit: null,
        current_daily_requests: 388,
        daily_request_limit: 10_000,
        tier: 'Tier 1',
      },
      'sppock-offline': {
        current_minute_tokens: 4100,
        minute_token_limit: null,
        current_minute_requests: 5,
        minute_request_limit: 5,
        current_daily_tokens: 20_400,
        daily_token_limit: null,
        current_daily_requests: 31,
        daily_request_limit: null,
        tier: null,
      },
    },
    onEditLimits: fn(),
  },
} satisfies Meta<typeof ModelControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bars capped at 100 %: the OpenAI day and the offline minute are full. */
export const WithLimits: Story = {};

/** No live limits: name, model and Ativo/Inativo. */
export const WithoutLimits: Story = { args: { limits: {} } };

export const NoModels: Story = { args: { models: {}, limits: {} } };
