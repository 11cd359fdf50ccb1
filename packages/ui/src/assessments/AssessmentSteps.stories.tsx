import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AssessmentSteps } from './AssessmentSteps';
import { RODA_SESSIONS } from './fixtures';

const step = (title: string) => <h1>{title}</h1>;

const meta = {
  title: 'Avaliações/AssessmentSteps',
  component: AssessmentSteps,
  args: {
    step: 'intro',
    intro: step('Introdução'),
    questions: step('Perguntas'),
    result: RODA_SESSIONS[0] ?? null,
    results: (session) => step(`Resultado da sessão ${session.id}`),
    history: step('Histórico'),
  },
} satisfies Meta<typeof AssessmentSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Introdução' })).toBeVisible();
  },
};

export const Questions: Story = { args: { step: 'questions' } };

/** The results of the session on screen. */
export const Results: Story = {
  args: { step: 'results' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /^Resultado da sessão/ })).toBeVisible();
  },
};

/** The results step without a session (it failed to load): the history shows. */
export const ResultsWithoutSession: Story = {
  args: { step: 'results', result: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Histórico' })).toBeVisible();
  },
};

/** The questions step with no session started: the history shows. */
export const QuestionsWithoutSession: Story = {
  args: { step: 'questions', questions: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Histórico' })).toBeVisible();
  },
};

export const History: Story = { args: { step: 'history' } };
