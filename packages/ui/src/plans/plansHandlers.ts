// MSW handlers of /pricing for its stories and tests (typed from the contract).
import type { PlanType, Schema } from '@sppock/sdk';
import { type PixFixture, pixHandlers, withPaidPixPeriods } from '../pix/pixHandlers';
import { PLANS, subscriptionFixture } from '../shell/fixtures';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { http } from '../testing/msw';

export interface PlansHandlerOptions {
  /** The signed-in user's plan. @default 'freemium' */
  plan?: PlanType;
  /** How the plan list answers. @default 'ok' */
  state?: FixtureState;
  /** How a plan change answers: applied at once, with a checkout address, or failing. @default 'ok' */
  change?: 'ok' | 'checkout' | 'error' | 'loading';
  /** How the signed-in user's paid plan is paid. @default 'card' */
  paidWith?: Schema<'PaidWith'>;
  /** The Pix charges' calls; paid plan periods apply to the subscription. @default `pixHandlers()` */
  pix?: PixFixture;
}

export function plansHandlers({
  plan = 'freemium',
  state = 'ok',
  change = 'ok',
  paidWith = 'card',
  pix = pixHandlers(),
}: PlansHandlerOptions = {}) {
  let current = plan;
  return [
    ...pix.handlers,
    http.get('/payments/upgrade/', async ({ response }) => {
      if (state === 'loading') {
        return fixtureForever();
      }
      if (state === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({
        success: true,
        plans: PLANS,
        current_subscription: withPaidPixPeriods(subscriptionFixture(current, { paidWith }), pix.paid()),
      });
    }),
    http.get('/payments/plans/', async ({ response }) => {
      if (state === 'loading') {
        return fixtureForever();
      }
      if (state === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ success: true, plans: PLANS });
    }),
    http.post('/payments/upgrade/', async ({ request, response }) => {
      if (change === 'loading') {
        return fixtureForever();
      }
      if (change === 'error') {
        return response(400).json({ success: false, error: 'Cartão recusado.' });
      }
      const body = await request.json();
      if (change === 'checkout') {
        return response(200).json({
          success: true,
          message: 'Conclua o pagamento para ativar o plano.',
          new_plan: body.plan_type,
          redirect_url: null,
          checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3',
        });
      }
      current = body.plan_type;
      return response(200).json({
        success: true,
        message: `Plano alterado para ${body.plan_type === 'freemium' ? 'Freemium' : body.plan_type === 'professional' ? 'Professional' : 'Enterprise'}!`,
        new_plan: body.plan_type,
        redirect_url: null,
        checkout_url: null,
      });
    }),
  ];
}
