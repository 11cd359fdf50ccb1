// MSW handlers of the account area for its stories and tests (typed from the contract).
import type { PlanType, Schema, UserProfile } from '@sppock/sdk';
import {
  AGENT_NAMES,
  conversationsFixture,
  type FixtureState,
  fixtureForever,
  fixtureUser,
  HISTORY,
  PLANS,
  PREFERENCES,
  profileHandlers,
  SERVER_ERROR,
  SETTINGS,
  subscriptionFixture,
  usageFixture,
  usageHandler,
} from '../shell/fixtures';
import { http } from '../testing/msw';

export interface AccountHandlerOptions {
  user?: UserProfile;
  profileState?: FixtureState;
  profileSaveState?: FixtureState;
  plan?: PlanType;
  usage?: Schema<'AgentUsageCurrent'>;
  usageState?: FixtureState;
  history?: Schema<'AgentUsageMonth'>[];
  historyState?: FixtureState;
  cancelAtPeriodEnd?: boolean;
  subscriptionState?: FixtureState;
  conversations?: Schema<'AgentConversation'>[];
  conversationsState?: FixtureState;
  preferencesState?: FixtureState;
  settingsState?: FixtureState;
  /** How saving a preference or a setting answers. */
  saveState?: FixtureState;
}

/** Every call of 'Minha Conta', answered like the reference server would. */
/** The sample user's password in the account handlers. */
export const FIXTURE_PASSWORD = 'Pao&Cafe2026';

export function accountHandlers({
  user = fixtureUser(),
  profileState = 'ok',
  profileSaveState = 'ok',
  plan = 'professional',
  usage = usageFixture({ plan }),
  usageState = 'ok',
  history = HISTORY,
  historyState = 'ok',
  cancelAtPeriodEnd = false,
  subscriptionState = 'ok',
  conversations = conversationsFixture(),
  conversationsState = 'ok',
  preferencesState = 'ok',
  settingsState = 'ok',
  saveState = 'ok',
}: AccountHandlerOptions = {}) {
  let preferences = { ...PREFERENCES };
  let settings = { ...SETTINGS };
  let list = [...conversations];
  let subscription = subscriptionFixture(plan, { cancelAtPeriodEnd });
  return [
    ...profileHandlers({ user, state: profileState, saveState: profileSaveState }),
    usageHandler({ usage, state: usageState, history, historyState }),
    http.get('/api/accounts/notification-preferences/', async ({ response }) => {
      if (preferencesState === 'loading') {
        return fixtureForever();
      }
      if (preferencesState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ success: true, preferences });
    }),
    http.put('/api/accounts/notification-preferences/', async ({ request, response }) => {
      if (saveState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      preferences = { ...preferences, ...(await request.json()) };
      return response(200).json({ success: true, preferences });
    }),
    http.get('/api/accounts/general-settings/', async ({ response }) => {
      if (settingsState === 'loading') {
        return fixtureForever();
      }
      if (settingsState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ success: true, settings });
    }),
    http.put('/api/accounts/general-settings/', async ({ request, response }) => {
      if (saveState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      settings = { ...settings, ...(await request.json()) };
      return response(200).json({ success: true, settings, message: 'Configuração atualizada' });
    }),
    http.put('/api/accounts/change-password/', async ({ request, response }) => {
      const body = await request.json();
      if (body.old_password !== FIXTURE_PASSWORD) {
        return response(400).json({ error: 'Wrong password' });
      }
      if (body.new_password.toLowerCase().startsWith('senha')) {
        return response(400).json({
          new_password: ['Esta senha é comum ou fácil de adivinhar. Prefira uma frase com várias palavras.'],
        });
      }
      return response(204).empty();
    }),
    http.post('/payments/delete-account/', async ({ request, response }) => {
      const body = await request.json();
      if (body.password !== FIXTURE_PASSWORD) {
        return response(400).json({ success: false, error: 'Senha incorreta.' });
      }
      return response(200).json({ success: true, message: 'Conta excluída com sucesso.' });
    }),
    http.post('/api/accounts/logout/', ({ response }) => response(204).empty()),
    http.get('/payments/upgrade/', async ({ response }) => {
      if (subscriptionState === 'loading') {
        return fixtureForever();
      }
      if (subscriptionState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ success: true, plans: PLANS, current_subscription: subscription });
    }),
    http.post('/payments/cancel-subscription/', ({ response }) => {
      if (!subscription) {
        return response(400).json({ success: false, error: 'Você não tem uma assinatura paga.' });
      }
      subscription = { ...subscription, cancel_at_period_end: true };
      return response(200).json({
        success: true,
        message: 'Assinatura cancelada. Você continua com acesso até o fim do período.',
        new_plan: 'freemium',
        effective_at: subscription.current_period_end,
      });
    }),
    http.post('/payments/upgrade/', async ({ request, response }) => {
      const body = await request.json();
      subscription = subscriptionFixture(body.plan_type);
      return response(200).json({
        success: true,
        message: 'Plano atualizado!',
        new_plan: body.plan_type,
        redirect_url: null,
        checkout_url: null,
      });
    }),
    http.get('/api/agents/{agent}/metadata/', ({ response }) =>
      response(200).json({ success: true, agents: AGENT_NAMES }),
    ),
    http.get('/api/agents/{agent}/api/conversations/', async ({ response }) => {
      if (conversationsState === 'loading') {
        return fixtureForever();
      }
      if (conversationsState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ success: true, conversations: list, total: list.length });
    }),
    http.get('/api/agents/{agent}/api/conversations/{session_id}/export/', ({ params, response }) => {
      const conversation = list.find((item) => item.session_id === params.session_id);
      if (!conversation) {
        return response(404).json({ success: false, error: 'Conversa não encontrada' });
      }
      return response(200).json({
        session_id: conversation.session_id,
        agent: conversation.agent,
        title: conversation.title,
        created_at: conversation.date,
        exported_at: new Date().toISOString(),
        messages: [
          {
            id: '1',
            role: 'user',
            content: 'Quero um plano de marketing para a Páscoa.',
            timestamp: conversation.date,
          },
          {
            id: '2',
            role: 'assistant',
            content: 'Aqui está um plano em três etapas…',
            timestamp: conversation.date,
            agent_used: conversation.agent,
          },
        ],
      });
    }),
    http.delete('/api/agents/{agent}/api/conversations/{session_id}/delete/', ({ params, response }) => {
      list = list.filter((item) => item.session_id !== params.session_id);
      return response(200).json({ success: true, message: 'Conversa deletada com sucesso.' });
    }),
  ];
}
