// MSW handlers of the account area for its stories and tests (typed from the contract).
import { EXTRA_TOKENS_BLOCK, type PlanType, type Schema, type UserProfile } from '@sppock/sdk';
import { type ShareHandlerOptions, shareHandlers } from '../conversations/shareHandlers';
import { type PixFixture, pixHandlers, withPaidPixPeriods } from '../pix/pixHandlers';
import {
  AGENT_NAMES,
  conversationSearchFixture,
  conversationsFixture,
  fixtureUser,
  HISTORY,
  PLANS,
  PREFERENCES,
  SETTINGS,
  subscriptionFixture,
  usageFixture,
} from '../shell/fixtures';
import {
  type FixtureState,
  fixtureForever,
  profileHandlers,
  SERVER_ERROR,
  usageHandler,
} from '../shell/shellHandlers';
import { HttpResponse, http } from '../testing/msw';
import { privacyHandlers } from './privacyHandlers';

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
  /** How the paid plan is paid. @default 'card' */
  paidWith?: Schema<'PaidWith'>;
  /** Days until the paid period ends. @default 23 */
  periodDaysLeft?: number;
  /** The Pix charges' calls; paid plan periods apply to the subscription. @default `pixHandlers()` */
  pix?: PixFixture;
  subscriptionState?: FixtureState;
  conversations?: Schema<'AgentConversation'>[];
  conversationsState?: FixtureState;
  /** The messages the search across conversations can find (matched without accents or case). */
  searchHits?: Schema<'ConversationSearchHit'>[];
  searchState?: FixtureState;
  /** Results per page of the search. @default 20 */
  searchPageSize?: number;
  preferencesState?: FixtureState;
  settingsState?: FixtureState;
  /** How saving a preference or a setting answers. */
  saveState?: FixtureState;
  /** Extra tokens already bought this cycle. @default 0 */
  extraTokens?: number;
  extraTokensState?: FixtureState;
  /** The share links' calls (issue 29). */
  share?: ShareHandlerOptions;
}

/** Every call of 'Minha Conta', answered like the reference server would. */
/** The sample user's password in the account handlers. */
export const FIXTURE_PASSWORD = 'Pao&Cafe2026';

/** The user's routing examples as the server exports them. */
export const ROUTING_EXAMPLES_TSV =
  'text\tlabel\nPreciso de quem venda embalagens kraft para delivery em Campinas\tsupplier_finder\nquero ver o que as outras padarias do bairro cobram no café da manhã\tcompetition\n';

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
  paidWith = 'card',
  periodDaysLeft,
  pix = pixHandlers(),
  subscriptionState = 'ok',
  conversations = conversationsFixture(),
  conversationsState = 'ok',
  searchHits = conversationSearchFixture(),
  searchState = 'ok',
  searchPageSize = 20,
  preferencesState = 'ok',
  settingsState = 'ok',
  saveState = 'ok',
  extraTokens = 0,
  extraTokensState = 'ok',
  share,
}: AccountHandlerOptions = {}) {
  let preferences = { ...PREFERENCES };
  let settings = { ...SETTINGS };
  let list = [...conversations];
  let subscription = subscriptionFixture(plan, { cancelAtPeriodEnd, paidWith, daysLeft: periodDaysLeft });
  return [
    ...profileHandlers({ user, state: profileState, saveState: profileSaveState }),
    ...privacyHandlers(),
    usageHandler({ usage, state: usageState, history, historyState }),
    ...extraTokensHandlers({ plan, tokens: extraTokens, state: extraTokensState }),
    ...pix.handlers,
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
      return response(200).json({
        success: true,
        plans: PLANS,
        current_subscription: withPaidPixPeriods(subscription, pix.paid()),
      });
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
    http.get('/api/agents/routing/examples/export/', ({ response }) =>
      response.untyped(
        new HttpResponse(ROUTING_EXAMPLES_TSV, {
          headers: {
            'content-type': 'text/tab-separated-values; charset=utf-8',
            'content-disposition': `attachment; filename="exemplos-roteamento.tsv"; filename*=UTF-8''exemplos-roteamento.tsv`,
          },
        }),
      ),
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
    http.get('/api/agents/conversations/search/', async ({ query, response }) => {
      if (searchState === 'loading') {
        return fixtureForever();
      }
      if (searchState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      const q = (query.get('q') ?? '').trim();
      if (!q) {
        return response(400).json({ success: false, error: 'Digite o que procurar.' });
      }
      const words = folded(q).split(/\s+/);
      const found = searchHits.filter((hit) => {
        const text = folded(hit.passage.segments.map((segment) => segment.text).join(''));
        return words.every((word) => text.includes(word));
      });
      const start = Number(query.get('cursor') ?? 0);
      const end = start + searchPageSize;
      return response(200).json({
        success: true,
        results: found.slice(start, end),
        next_cursor: end < found.length ? String(end) : null,
      });
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
    http.patch(
      '/api/agents/{agent}/api/conversations/{session_id}/',
      async ({ params, request, response }) => {
        const found = list.find((item) => item.session_id === params.session_id);
        if (!found) {
          return response(404).json({ success: false, error: 'Conversa não encontrada.' });
        }
        const body = await request.json();
        const title = body.title?.replace(/\s+/g, ' ').trim();
        if (title !== undefined && (title === '' || [...title].length > 120)) {
          return response(400).json({
            success: false,
            error: title === '' ? 'O título não pode ficar vazio.' : 'O título aceita até 120 caracteres.',
          });
        }
        const updated = {
          ...found,
          ...(title === undefined ? {} : { title }),
          ...(body.pinned === undefined
            ? {}
            : { pinned_at: body.pinned ? (found.pinned_at ?? new Date().toISOString()) : null }),
        };
        list = pinnedFirst(list.map((item) => (item.session_id === updated.session_id ? updated : item)));
        return response(200).json(updated);
      },
    ),
    ...shareHandlers(share),
  ];
}

/** The server's order: pinned first (the last pinned on top), then by last activity. */
export function pinnedFirst<T extends { pinned_at?: string | null; date: string }>(items: T[]): T[] {
  return [...items].sort(
    (a, b) => (b.pinned_at ?? '').localeCompare(a.pinned_at ?? '') || b.date.localeCompare(a.date),
  );
}

/** The extra-token calls, as the reference server answers them in test mode. */
export function extraTokensHandlers({
  plan = 'professional',
  tokens = 0,
  state = 'ok',
}: {
  plan?: PlanType;
  tokens?: number;
  state?: FixtureState;
} = {}) {
  let cycleTokens = tokens;
  const purchases: Schema<'ExtraTokenPurchase'>[] =
    tokens > 0
      ? [
          {
            id: 'xtp_fixture1',
            blocks: tokens / EXTRA_TOKENS_BLOCK,
            tokens,
            amount: (tokens / EXTRA_TOKENS_BLOCK) * 0.5,
            status: 'paid',
            created_at: '2026-03-20T14:02:11Z',
            paid_at: '2026-03-20T14:02:11Z',
          },
        ]
      : [];
  return [
    http.get('/payments/extra-tokens/', async ({ response }) => {
      if (state === 'loading') {
        return fixtureForever();
      }
      if (state === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({
        success: true,
        cycle_extra_tokens: cycleTokens,
        cost_per_100k_extra: 0.5,
        can_buy: plan !== 'freemium',
        purchases,
      });
    }),
    http.post('/payments/extra-tokens/', async ({ request, response }) => {
      if (plan === 'freemium') {
        return response(403).json({
          success: false,
          error:
            'Tokens extras são para os planos Pro e Enterprise. Faça upgrade para o plano Pro para comprar.',
        });
      }
      const { blocks } = await request.json();
      const bought = blocks * EXTRA_TOKENS_BLOCK;
      cycleTokens += bought;
      const purchase: Schema<'ExtraTokenPurchase'> = {
        id: `xtp_fixture${purchases.length + 2}`,
        blocks,
        tokens: bought,
        amount: blocks * 0.5,
        status: 'paid',
        created_at: '2026-03-28T12:00:00Z',
        paid_at: '2026-03-28T12:00:00Z',
      };
      purchases.unshift(purchase);
      return response(201).json({
        success: true,
        message: `${new Intl.NumberFormat('pt-BR').format(bought)} tokens extras adicionados ao seu ciclo atual.`,
        purchase,
        checkout_url: null,
      });
    }),
  ];
}

/** Lowercase without accents, as the server compares words. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
