// MSW handlers of the landing's calls (contract extensions), typed from the contract, for stories
// and tests. They answer with the reference server's texts.
import { PLANS } from '../shell/fixtures';
import { delay, HttpResponse, http } from '../testing/msw';

export const marketingHandlers = {
  /** The public plan list the pricing cards read their prices from. */
  plans: [
    http.get('/payments/plans/', ({ response }) => response(200).json({ success: true, plans: PLANS })),
  ],
  plansError: [
    http.get('/payments/plans/', ({ response }) =>
      response(500).json({ success: false, error: 'Erro interno do servidor' }),
    ),
  ],
  newsletterSuccess: [
    http.post('/api/marketing/newsletter/', ({ response }) =>
      response(200).json({
        success: true,
        message: 'Inscrição confirmada! Você vai receber nossas novidades por e-mail.',
      }),
    ),
  ],
  newsletterInvalid: [
    http.post('/api/marketing/newsletter/', ({ response }) =>
      response(400).json({ success: false, error: 'Informe um e-mail válido.' }),
    ),
  ],
  newsletterThrottled: [
    http.post('/api/marketing/newsletter/', ({ response }) =>
      response(429).json({ success: false, error: 'Muitas requisições. Tente novamente em alguns minutos.' }),
    ),
  ],
  newsletterNetworkFailure: [
    http.post('/api/marketing/newsletter/', ({ response }) => response.untyped(HttpResponse.error())),
  ],
  newsletterPending: [
    http.post('/api/marketing/newsletter/', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ success: true, message: '' });
    }),
  ],
  demoSuccess: [
    http.post('/api/marketing/demo-requests/', ({ response }) =>
      response(201).json({
        success: true,
        message:
          'Pedido recebido! Nossa equipe entra em contato em até 1 dia útil para agendar a demonstração.',
      }),
    ),
  ],
  demoInvalid: [
    http.post('/api/marketing/demo-requests/', ({ response }) =>
      response(400).json({ success: false, error: 'Informe o nome da empresa (de 2 a 200 caracteres).' }),
    ),
  ],
  demoThrottled: [
    http.post('/api/marketing/demo-requests/', ({ response }) =>
      response(429).json({ success: false, error: 'Muitas requisições. Tente novamente em alguns minutos.' }),
    ),
  ],
  demoPending: [
    http.post('/api/marketing/demo-requests/', async ({ response }) => {
      await delay('infinite');
      return response(201).json({ success: true, message: '' });
    }),
  ],
};
