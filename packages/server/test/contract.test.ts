// The "Done when" flows over real HTTP (a listening server on a free port): a visitor registers,
// reads the code from the outbox, verifies, logs in, refreshes, edits the profile, changes the
// password, changes plan, cancels and deletes the account; a visitor signs up for the newsletter
// and asks for a demo, and the demo subscriber reads the account area and logs out — every call
// a contract call, every response validated against the contract, and every implemented
// operation exercised.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationSpec } from '../src/contract/document.ts';
import { signBody } from '../src/modules/whatsapp/signature.ts';
import { operationFor, operationsById, requestExample, responseProblems } from './contract-check.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let base: string;
const exercised = new Set<string>();
const problems: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
});

interface Call {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Call> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
  }
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  const op = operationFor(method, path);
  if (!op) {
    problems.push(`${method} ${path}: fora do contrato`);
  } else {
    exercised.add(op.operationId);
    problems.push(...responseProblems(op, response.status, body));
    if (
      response.status !== 204 &&
      !(response.headers.get('content-type') ?? '').startsWith('application/json')
    ) {
      problems.push(`${op.operationId}: content-type ${response.headers.get('content-type')}`);
    }
  }
  return { status: response.status, body: body ?? {}, headers: response.headers };
}

async function lastMessage(to: string): Promise<string> {
  await server.services.background.drain();
  const outbox = await call('GET', `/__dev/outbox?to=${encodeURIComponent(to)}`);
  const messages = outbox.body.messages as { body: string }[];
  return messages.at(-1)?.body ?? '';
}

describe('fluxo completo pelo contrato, sobre HTTP', () => {
  it('cadastro → verificação → sessão → perfil → senha → plano → cancelamento → exclusão', async () => {
    expect((await call('GET', '/healthz')).body).toMatchObject({ status: 'ok' });

    const email = 'fernanda.lima@cafedoserrado.com.br';
    const phone = '34991234567';
    const password = 'Cafe&Serrado2026';
    const registered = await call('POST', '/api/accounts/users/register/', {
      body: {
        first_name: 'Fernanda',
        last_name: 'Lima',
        email,
        phone,
        password,
        confirm_password: password,
        terms_accepted: true,
      },
    });
    expect(registered.status).toBe(201);
    const userId = registered.body.user_id as number;
    const registrationToken = registered.body.registration_token as string;

    const code = (await lastMessage(email)).match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(await lastMessage(`+55${phone}`)).toBe('');
    expect(
      (
        await call('POST', '/api/accounts/users/resend_code/', {
          body: { user_id: userId, registration_token: registrationToken },
        })
      ).status,
    ).toBe(429);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await call('POST', '/api/accounts/users/verify_code/', {
          body: { user_id: userId, code: wrong, registration_token: registrationToken },
        })
      ).status,
    ).toBe(400);
    const verified = await call('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code, registration_token: registrationToken },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email, first_name: 'Fernanda' });

    expect(
      (await call('POST', '/api/accounts/token/', { body: { email, password: 'Errada&2026' } })).status,
    ).toBe(401);
    const login = await call('POST', '/api/accounts/token/', { body: { email, password } });
    expect(login.status).toBe(200);
    const renewed = await call('POST', '/api/accounts/token/refresh/', {
      body: { refresh: login.body.refresh },
    });
    expect(renewed.status).toBe(200);
    let token = renewed.body.access as string;

    expect((await call('GET', '/api/accounts/users/profile/', { token })).body).toMatchObject({
      id: userId,
      phone,
    });
    const profile = await call('PUT', '/api/accounts/users/profile/', {
      token,
      body: {
        first_name: 'Fernanda',
        last_name: 'Lima Rocha',
        email,
        phone: '(34) 99123-4567',
        company: 'Café do Serrado',
        position: 'Gerente comercial',
        industry: 'Agronegócio',
        address: 'Av. Rondon Pacheco, 2100',
        city: 'Uberlândia',
        state: 'MG',
        country: 'Brasil',
        postal_code: '38408-343',
        timezone: 'America/Sao_Paulo',
      },
    });
    expect(profile.body).toMatchObject({ last_name: 'Lima Rocha', phone: '34991234567', city: 'Uberlândia' });

    // A new e-mail applies once its code comes back; here it goes there and back again.
    for (const [from, to] of [
      [email, 'fernanda@cafedoserrado.com.br'],
      ['fernanda@cafedoserrado.com.br', email],
    ] as const) {
      const pending = await call('PUT', '/api/accounts/users/profile/', {
        token,
        body: {
          ...(profile.body as Record<string, unknown>),
          id: undefined,
          is_superuser: undefined,
          phone_verified: undefined,
          pending_email: undefined,
          email: to,
          current_password: password,
        },
      });
      expect(pending.body).toMatchObject({ email: from, pending_email: to });
      const emailCode = (await lastMessage(to)).match(/\b(\d{6})\b/)?.[1] ?? '';
      const confirmed = await call('POST', '/api/accounts/email-change/confirm/', {
        token,
        body: { code: emailCode },
      });
      expect(confirmed.body).toMatchObject({ email: to, pending_email: null });
    }

    expect((await call('POST', '/api/accounts/phone/send-code/', { token })).status).toBe(200);
    const smsCode = (await lastMessage(`+55${phone}`)).match(/\b(\d{6})\b/)?.[1] ?? '';
    const phoneVerified = await call('POST', '/api/accounts/phone/verify/', {
      token,
      body: { code: smsCode },
    });
    expect(phoneVerified.body).toMatchObject({ phone_verified: true });

    expect((await call('GET', '/api/accounts/notification-preferences/', { token })).status).toBe(200);
    expect(
      (
        await call('PUT', '/api/accounts/notification-preferences/', {
          token,
          body: { marketing_emails: false },
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', '/api/accounts/general-settings/', { token })).status).toBe(200);
    expect(
      (await call('PUT', '/api/accounts/general-settings/', { token, body: { dark_mode: true } })).status,
    ).toBe(200);

    const newPassword = 'Pao&Queijo2026';
    expect(
      (
        await call('PUT', '/api/accounts/change-password/', {
          token,
          body: { old_password: 'Errada&2026', new_password: newPassword, new_password2: newPassword },
        })
      ).body,
    ).toEqual({ error: 'Wrong password' });
    const changed = await call('PUT', '/api/accounts/change-password/', {
      token,
      body: { old_password: password, new_password: newPassword, new_password2: newPassword },
    });
    expect(changed.status).toBe(204);
    token = (await call('POST', '/api/accounts/token/', { body: { email, password: newPassword } })).body
      .access as string;

    expect(((await call('GET', '/payments/plans/', { token })).body.plans as unknown[]).length).toBe(3);
    expect((await call('GET', '/payments/upgrade/', { token })).body.current_subscription).toBeNull();
    const upgraded = await call('POST', '/payments/upgrade/', {
      token,
      body: { plan_type: 'professional', payment_method_id: 'pm_card_visa' },
    });
    expect(upgraded.body).toMatchObject({ success: true, new_plan: 'professional', checkout_url: null });
    expect(
      (await call('POST', '/payments/upgrade/', { token, body: { plan_type: 'professional' } })).status,
    ).toBe(400);
    expect((await call('GET', '/payments/usage/summary/', { token })).body).toMatchObject({
      summary: { plan_config: { plan_type: 'professional' } },
    });
    expect((await call('POST', '/payments/extra-tokens/', { token, body: { blocks: 2 } })).status).toBe(201);
    expect((await call('GET', '/payments/extra-tokens/', { token })).body).toMatchObject({
      cycle_extra_tokens: 200_000,
    });
    // Test mode has no real Pix: a clear 503, never a QR code; no charge to read either.
    expect((await call('POST', '/payments/pix/charges/', { token, body: { blocks: 1 } })).status).toBe(503);
    expect((await call('GET', '/payments/pix/charges/pix_naoExiste000000/', { token })).status).toBe(404);
    const subscriptionId = (
      (await call('GET', '/payments/subscriptions/', { token })).body.subscriptions as { id: string }[]
    )[0]?.id;
    expect(
      (
        await call('PUT', `/payments/subscriptions/${subscriptionId}/`, {
          token,
          body: { plan_type: 'enterprise' },
        })
      ).body,
    ).toMatchObject({ subscription: { plan_type: 'enterprise' } });
    expect(
      (
        await call('PUT', '/payments/subscriptions/sub_naoExiste000000/', {
          token,
          body: { plan_type: 'enterprise' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('POST', '/payments/payment-intent/', { token, body: { amount: 39_900, currency: 'brl' } }))
        .status,
    ).toBe(200);
    expect((await call('GET', '/api/payments/package/', { token })).body).toMatchObject({
      label: 'Enterprise',
    });
    expect((await call('GET', '/api/payments/subscription/status/', { token })).body).toMatchObject({
      status: 'Ativo',
    });

    const cancelled = await call('POST', '/payments/cancel-subscription/', { token });
    expect(cancelled.body).toMatchObject({ success: true, new_plan: 'freemium' });
    expect((await call('POST', '/payments/cancel-subscription/', { token })).status).toBe(400);
    const reactivated = await call('POST', '/payments/upgrade/', {
      token,
      body: { plan_type: 'enterprise' },
    });
    expect(reactivated.body.message).toBe('Assinatura reativada com sucesso!');
    expect((await call('POST', '/payments/cancel-subscription/', { token })).status).toBe(200);

    expect((await call('POST', '/api/accounts/password-reset/', { body: { email } })).status).toBe(200);
    const resetToken = (await lastMessage(email)).match(/reset-password\/([\w-]+)/)?.[1];
    const reset = await call('POST', '/api/accounts/password-reset/confirm/', {
      body: { token: resetToken, password: 'Broa&Cafe2026', password_confirm: 'Broa&Cafe2026' },
    });
    expect(reset.status).toBe(200);
    token = (await call('POST', '/api/accounts/token/', { body: { email, password: 'Broa&Cafe2026' } })).body
      .access as string;

    expect(
      (await call('POST', '/payments/delete-account/', { token, body: { confirmation: 'deletar' } })).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/payments/delete-account/', {
          token,
          body: { confirmation: 'DELETAR', password: 'x' },
        })
      ).status,
    ).toBe(400);
    const deleted = await call('POST', '/payments/delete-account/', {
      token,
      body: { confirmation: 'DELETAR', password: 'Broa&Cafe2026' },
    });
    expect(deleted.body).toEqual({ success: true, message: 'Conta excluída permanentemente.' });
    expect((await call('GET', '/api/accounts/users/profile/', { token })).status).toBe(401);
    expect(
      (await call('POST', '/api/accounts/token/', { body: { email, password: 'Broa&Cafe2026' } })).status,
    ).toBe(401);

    expect(problems).toEqual([]);
  });

  it('visitante na landing → assinante lê uso, histórico, atividades, conversas, agentes e notificações → sai', async () => {
    expect(
      (
        await call('POST', '/api/marketing/newsletter/', {
          body: { email: 'joao.pereira@construtoraaurora.com.br' },
        })
      ).status,
    ).toBe(200);
    const demoRequest = await call('POST', '/api/marketing/demo-requests/', {
      body: {
        name: 'Fernanda Lima',
        email: 'fernanda.lima@grupoipe.com.br',
        company: 'Grupo Ipê Alimentos',
        phone: '31988887777',
        team_size: 25,
        message: 'Queremos avaliar agentes personalizados para o time comercial de Belo Horizonte.',
      },
    });
    expect(demoRequest.status).toBe(201);

    // Stripe's webhook on a server in test mode (no webhook secret): refused, in the contract's shape.
    const webhook = await call('POST', '/payments/stripe/webhook/', {
      body: { id: 'evt_1QxYz2', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1' } } },
    });
    expect(webhook).toMatchObject({ status: 400, body: { success: false } });

    // The seeded demo subscriber (outside production).
    const login = await call('POST', '/api/accounts/token/', {
      body: { email: 'demo@sppock.dev', password: 'Demo@2026' },
    });
    const token = login.body.access as string;

    const usage = await call('GET', '/api/agents/chatsppock/api/usage/', { token });
    expect(usage.body).toMatchObject({ success: true, package_type: 'professional' });
    const history = await call('GET', '/api/agents/chatsppock/api/usage/?historical=true&months=12', {
      token,
    });
    expect(history.body.total_months).toBe(12);
    expect((await call('GET', '/api/agents/chatsppock/api/usage/?months=99', { token })).status).toBe(400);

    const activities = await call('GET', '/api/agents/activities/recent/?limit=5', { token });
    expect((activities.body.activities as unknown[]).length).toBe(5);
    expect((await call('GET', '/api/agents/activities/recent/?limit=0', { token })).status).toBe(400);

    const conversations = await call('GET', '/api/agents/chatsppock/api/conversations/', { token });
    const [first, second] = conversations.body.conversations as { session_id: string }[];
    const exported = await call(
      'GET',
      `/api/agents/chatsppock/api/conversations/${first?.session_id}/export/`,
      {
        token,
      },
    );
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="conversa_${first?.session_id}.json"`,
    );
    // The search across conversations finds a word of that conversation's first message.
    const firstMessage = (exported.body.messages as { content: string }[])[0]?.content ?? '';
    const word = firstMessage.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0] ?? '';
    const found = await call('GET', `/api/agents/conversations/search/?q=${encodeURIComponent(word)}`, {
      token,
    });
    expect(found.body.results).toContainEqual(
      expect.objectContaining({ conversation_id: first?.session_id }),
    );
    expect((await call('GET', '/api/agents/conversations/search/?q=%20', { token })).status).toBe(400);
    // Personal API keys (issue 30): created (the secret once), listed, revoked.
    const key = await call('POST', '/api/accounts/api-keys/', {
      token,
      body: { name: 'Planilha de leads', scopes: ['chat'] },
    });
    expect(key.status).toBe(201);
    const keyId = (key.body.key as { id: string }).id;
    expect((await call('GET', '/api/accounts/api-keys/', { token })).body.keys).toHaveLength(1);
    expect(
      (await call('POST', '/api/accounts/api-keys/', { token, body: { name: '', scopes: [] } })).status,
    ).toBe(400);
    expect((await call('DELETE', `/api/accounts/api-keys/${keyId}/`, { token })).status).toBe(200);
    expect((await call('DELETE', `/api/accounts/api-keys/${keyId}/`, { token })).status).toBe(404);
    // Minha Conta › Memória: a fact kept, edited, proposals answered, the switches, a fact deleted.
    const memory = '/api/accounts/memory/';
    expect((await call('PUT', `${memory}settings/`, { token, body: { propose: true } })).status).toBe(200);
    const kept = await call('POST', memory, { token, body: { text: 'Minha loja se chama Doces da Serra' } });
    expect(kept.status).toBe(201);
    const factId = (kept.body.fact as { id: string }).id;
    expect(
      (await call('PATCH', `${memory}${factId}/`, { token, body: { text: 'Atendo em BH' } })).status,
    ).toBe(200);
    await call('POST', '/api/agents/brainstorm/api/', {
      token,
      body: {
        action: 'send_message',
        message: 'Sou dona da Padaria Pão de Mel e nossa loja vende bolos caseiros.',
        location: 'Brasil',
      },
    });
    const proposals = (await call('GET', memory, { token })).body.proposals as { id: string }[];
    expect(proposals).toHaveLength(2);
    expect((await call('POST', `${memory}${proposals[0]?.id}/accept/`, { token })).status).toBe(200);
    expect((await call('POST', `${memory}${proposals[1]?.id}/decline/`, { token })).status).toBe(200);
    expect((await call('DELETE', `${memory}${factId}/`, { token })).status).toBe(200);
    expect((await call('POST', memory, { token, body: { text: ' ' } })).status).toBe(400);
    // Rename and pin it; share it, read the copy signed out, list and revoke the link (issue 29).
    const renamed = await call('PATCH', `/api/agents/chatsppock/api/conversations/${first?.session_id}/`, {
      token,
      body: { title: 'Conversa fixada', pinned: true },
    });
    expect(renamed.body).toMatchObject({ title: 'Conversa fixada', pinned_at: expect.any(String) });
    const shared = await call('POST', '/api/share-links/', {
      token,
      body: { source: 'agent', session_id: first?.session_id, expires_in_days: 7 },
    });
    expect(shared.status).toBe(201);
    const copy = await call('GET', `/api/shared/${shared.body.token}/`);
    expect(copy.body).toMatchObject({ success: true, title: 'Conversa fixada' });
    const links = await call('GET', '/api/share-links/', { token });
    expect(links.body.active).toBe(1);
    const linkId = (shared.body.link as { id: string }).id;
    expect((await call('DELETE', `/api/share-links/${linkId}/`, { token })).status).toBe(200);
    expect((await call('GET', `/api/shared/${shared.body.token}/`)).status).toBe(404);
    // Privacidade (LGPD): the tab's state, consents, retention and a data export (its download,
    // a zip, is tested in modules/privacy/privacy.test.ts; here a wrong token is the 404).
    const privacy = await call('GET', '/api/accounts/privacy/', { token });
    expect(privacy.body).toMatchObject({ success: true, privacy: { retention_days: null } });
    const consents = await call('PUT', '/api/accounts/privacy/consents/', {
      token,
      body: { marketing_emails: false },
    });
    expect(consents.body).toMatchObject({ privacy: { consents: { marketing_emails: { granted: false } } } });
    expect((await call('PUT', '/api/accounts/privacy/consents/', { token, body: {} })).status).toBe(400);
    const retention = await call('PUT', '/api/accounts/privacy/retention/', {
      token,
      body: { retention_days: 90 },
    });
    expect(retention.body).toMatchObject({ privacy: { retention_days: 90 } });
    expect(
      (await call('PUT', '/api/accounts/privacy/retention/', { token, body: { retention_days: 7 } })).status,
    ).toBe(400);
    const requested = await call('POST', '/api/accounts/privacy/exports/', { token });
    expect(requested.status).toBe(202);
    await server.services.background.drain();
    const download = await call(
      'GET',
      `/api/accounts/privacy/exports/${requested.body.export_id}/download/?token=errado`,
      { token },
    );
    expect(download.status).toBe(404);
    // No answer on its way in that conversation: nothing to follow (204), nothing to stop.
    const resumed = await call('GET', `/api/agents/sessions/${first?.session_id}/stream/`, { token });
    expect(resumed.status).toBe(204);
    const stopped = await call('DELETE', `/api/agents/sessions/${first?.session_id}/stream/`, { token });
    expect(stopped.body).toEqual({ success: true, stopped: false });
    const deleted = await call(
      'DELETE',
      `/api/agents/chatsppock/api/conversations/${second?.session_id}/delete/`,
      {
        token,
      },
    );
    expect(deleted.status).toBe(200);
    expect(
      (
        await call('DELETE', `/api/agents/chatsppock/api/conversations/${second?.session_id}/delete/`, {
          token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/agents/chatsppock/api/conversations/${second?.session_id}/export/`, { token }))
        .status,
    ).toBe(404);
    // A chat file that is not this user's: 404 in the contract's shape (the download itself is
    // tested in modules/files/download.test.ts, its body being the file's bytes, not JSON).
    const file = await call('GET', '/api/files/9d2e7b14-6a3f-4c58-b0e1-2f7a9c4d8e61/', { token });
    expect(file.body).toEqual({ success: false, error: 'Arquivo não encontrado.' });

    expect(
      ((await call('GET', '/api/agents/chatsppock/metadata/', { token })).body.agents as unknown[]).length,
    ).toBe(12);
    expect(
      ((await call('GET', '/api/agents/brainstorm/metadata/', { token })).body.agents as unknown[]).length,
    ).toBe(1);
    expect(((await call('GET', '/api/agent_apps/agents/', { token })).body.agents as unknown[]).length).toBe(
      12,
    );
    expect((await call('GET', '/api/agent_apps/access/', { token })).body.package_type).toBe('professional');

    // The chat (issue 10): a session, a routed answer, the session list, feedback, the session read.
    const chat = await call('POST', '/api/agents/chatsppock/api/', {
      token,
      body: { action: 'create_session', title: 'Nova conversa' },
    });
    const chatSession = chat.body.session_id as string;
    const answer = await call('POST', '/api/agents/chatsppock/api/', {
      token,
      body: {
        action: 'send_message',
        session_id: chatSession,
        message: 'Escreva um e-mail de cobrança para um cliente com boleto atrasado.',
        location: 'Brasil',
      },
    });
    expect(answer.body).toMatchObject({ agent_used: 'email_writer', offline: true });
    expect(
      (await call('POST', '/api/agents/chatsppock/api/', { token, body: { action: 'list_sessions' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/agents/chatsppock/api/', {
          token,
          body: { action: 'get_session', session_id: chatSession },
        })
      ).body.messages,
    ).toHaveLength(2);
    expect((await call('GET', '/api/agents/chatsppock/api/sessions/?page=1&limit=5', { token })).status).toBe(
      200,
    );
    expect(
      (
        await call('POST', `/api/agents/chatsppock/api/sessions/${chatSession}/feedback/`, {
          token,
          body: { feedback_type: 'positive', message_id: answer.body.message_id },
        })
      ).status,
    ).toBe(200);
    // Edit and branch (issue 29): the branch of the answer shown stays the one shown.
    expect(
      (
        await call('POST', `/api/agents/chatsppock/api/sessions/${chatSession}/branch/`, {
          token,
          body: { message_id: answer.body.message_id },
        })
      ).body.messages,
    ).toHaveLength(2);
    // The question back (issue 26): an unsure request, the tapped choice, the answer elsewhere.
    server.clock.advance(3000);
    const question = await call('POST', '/api/agents/chatsppock/api/', {
      token,
      body: {
        action: 'send_message',
        session_id: chatSession,
        message: 'tô com um galpão de 400 m² parado em Uberlândia, o que dá pra fazer com ele?',
      },
    });
    expect(question.body.clarification).toMatchObject({ chosen_agent: null });
    server.clock.advance(3000);
    const chosen = await call('POST', '/api/agents/chatsppock/api/', {
      token,
      body: {
        action: 'send_message',
        session_id: chatSession,
        message: 'Encontrar fornecedores',
        choice: { question_id: question.body.message_id, agent: 'supplier_finder' },
      },
    });
    expect(chosen.body).toMatchObject({ agent_used: 'supplier_finder' });
    server.clock.advance(3000);
    expect(
      (
        await call('POST', '/api/agents/chatsppock/api/', {
          token,
          body: {
            action: 'send_message',
            session_id: chatSession,
            message: 'Gerar ideias de negócio',
            choice: { question_id: question.body.message_id, agent: 'brainstorm' },
          },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call('POST', '/api/agents/brainstorm/api/', {
          token,
          body: { action: 'send_message', message: 'O mesmo pedido.', instead_of: answer.body.message_id },
        })
      ).status,
    ).toBe(200);
    // The export's body is TSV, not JSON (read in modules/agents/routing-examples.test.ts).
    expect((await call('GET', '/api/agents/routing/examples/export/')).status).toBe(401);
    expect(
      (
        await call('POST', '/api/agents/chatsppock/api/', {
          token,
          body: { action: 'delete_session', session_id: chatSession },
        })
      ).status,
    ).toBe(200);

    // The assessments (issue 14): the list of tests, then each assessment's flow and history.
    const tests = (await call('GET', '/api/assessment/agents/', { token })).body.assessments as {
      id: number;
    }[];
    expect((await call('GET', `/api/assessment/agents/${tests[0]?.id}/`, { token })).status).toBe(200);
    expect((await call('GET', '/api/assessment/agents/active/', { token })).status).toBe(200);
    expect(
      (await call('GET', '/api/assessment/agents/by-category/?category=autoconhecimento', { token })).status,
    ).toBe(200);
    expect(
      (await call('GET', '/api/assessment/agents/by-status/?status=coming_soon', { token })).status,
    ).toBe(200);
    const roda = '/api/assessment/rodavida/api/';
    const rodaId = (await call('POST', roda, { token })).body.session_id as number;
    const rodaQuestions = (await call('GET', `${roda}questions/`, { token })).body.questions as Record<
      string,
      string[]
    >;
    const rodaAnswers = Object.fromEntries(
      Object.entries(rodaQuestions).map(([area, texts]) => [area, texts.map(() => 7)]),
    );
    expect(
      (await call('POST', `${roda}submit/`, { token, body: { session_id: rodaId, responses: rodaAnswers } }))
        .body,
    ).toMatchObject({ success: true, analysis_data: { overall_score: 7 } });
    expect((await call('GET', `${roda}sessions/`, { token })).body.total).toBe(1);
    expect(
      (await call('POST', `${roda}sessions/${rodaId}/feedback/`, { token, body: { rating: 5 } })).status,
    ).toBe(200);
    expect((await call('DELETE', `${roda}sessions/${rodaId}/`, { token })).status).toBe(200);
    const mbti = '/api/assessment/mbti/api/';
    const mbtiId = (await call('POST', mbti, { token })).body.session_id as number;
    expect((await call('GET', `${mbti}questions/`, { token })).status).toBe(200);
    const mbtiAnswers = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [String(i + 1), 3]));
    expect(
      (await call('POST', `${mbti}submit/`, { token, body: { session_id: mbtiId, responses: mbtiAnswers } }))
        .body.mbti_type,
    ).toBe('ESTJ');
    expect((await call('GET', `${mbti}sessions/`, { token })).body.total).toBe(1);
    expect((await call('GET', `${mbti}sessions/${mbtiId}/`, { token })).body.session).toMatchObject({
      completed: true,
    });
    expect(
      (await call('POST', `${mbti}sessions/${mbtiId}/feedback/`, { token, body: { rating: 4 } })).status,
    ).toBe(200);
    expect((await call('DELETE', `${mbti}sessions/${mbtiId}/`, { token })).status).toBe(200);
    const igta = '/api/assessment/igta/';
    expect((await call('GET', `${igta}questions/`, { token })).status).toBe(200);
    const diagnosis = await call('POST', `${igta}analyze/`, {
      token,
      body: {
        company: 'Café do Serrado',
        responses: { gerencial: { identify: ['Decisões centralizadas na diretoria'] } },
      },
    });
    const igtaId = (diagnosis.body.session as { id: number }).id;
    expect((await call('GET', `${igta}sessions/`, { token })).body.total).toBe(1);
    expect((await call('GET', `${igta}session/${igtaId}/`, { token })).status).toBe(200);
    expect(
      (await call('POST', `${igta}session/${igtaId}/feedback/`, { token, body: { feedback: 'Útil.' } }))
        .status,
    ).toBe(200);
    expect(
      ((await call('GET', `${igta}analytics/`, { token })).body.analytics as { total_sessions: number })
        .total_sessions,
    ).toBe(1);
    expect((await call('DELETE', `${igta}session/${igtaId}/`, { token })).status).toBe(200);

    const notifications = await call('GET', '/api/support/notifications/', { token });
    expect(notifications.body.unread_count).toBe(2);
    const [notification] = notifications.body.notifications as { id: number }[];
    expect(
      (await call('POST', `/api/support/notifications/${notification?.id}/read/`, { token })).status,
    ).toBe(200);
    expect((await call('POST', '/api/support/notifications/999999/read/', { token })).status).toBe(404);
    expect((await call('POST', '/api/support/notifications/read-all/', { token })).body.updated).toBe(1);
    expect(
      (await call('GET', '/api/support/notifications/?unread_only=true', { token })).body.notifications,
    ).toEqual([]);

    expect(
      (await call('POST', '/api/accounts/logout/', { body: { refresh: login.body.refresh } })).status,
    ).toBe(204);
    expect((await call('GET', '/api/support/notifications/', { token })).status).toBe(401);
    expect((await call('POST', '/api/accounts/logout/', { body: {} })).status).toBe(400);
    expect(problems).toEqual([]);
  });

  it('suporte e chatbot: o assinante abre uma mensagem, o operador responde pela fila, o assinante responde e resolve; o chatbot responde ao assinante e ao visitante', async () => {
    const loginAs = async (email: string, password: string) =>
      (await call('POST', '/api/accounts/token/', { body: { email, password } })).body.access as string;
    const token = await loginAs('demo@sppock.dev', 'Demo@2026');
    const admin = await loginAs('admin@sppock.dev', 'Admin@2026');
    const categories = (await call('GET', '/api/support/categories/', { token })).body.categories as {
      id: number;
    }[];
    const created = await call('POST', '/api/support/messages/create/', {
      token,
      body: {
        category_id: categories[0]?.id,
        subject: 'Não consigo exportar a conversa',
        content: 'O botão de exportar não baixa o arquivo JSON.',
        priority: 'alta',
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    expect((await call('GET', '/api/support/messages/', { token })).status).toBe(200);
    expect((await call('GET', `/api/support/messages/${id}/`, { token })).status).toBe(200);
    const queue = await call('GET', '/api/support/admin/messages/?status=abertas', { token: admin });
    expect((queue.body.messages as { id: number }[]).some((message) => message.id === id)).toBe(true);
    expect((await call('GET', `/api/support/admin/messages/${id}/`, { token: admin })).status).toBe(200);
    const operators = (await call('GET', '/api/support/admin/operators/', { token: admin })).body
      .operators as {
      id: number;
    }[];
    const admin_ = (path: string, body: unknown) =>
      call('POST', `/api/support/admin/messages/${id}/${path}/`, { token: admin, body });
    expect((await admin_('assign', { operator_id: operators[0]?.id })).status).toBe(200);
    expect((await admin_('status', { status: 'em_analise' })).status).toBe(200);
    expect((await admin_('priority', { priority: 'urgente' })).status).toBe(200);
    expect((await admin_('respond', { content: 'Corrigimos a exportação; tente de novo.' })).status).toBe(
      200,
    );
    expect(
      (
        await call('POST', `/api/support/messages/${id}/respond/`, {
          token,
          body: { content: 'Funcionou, obrigado!' },
        })
      ).status,
    ).toBe(200);
    expect((await call('POST', `/api/support/messages/${id}/resolve/`, { token })).body.data).toMatchObject({
      status: 'resolvida',
    });
    expect((await call('GET', '/api/support/admin/messages/', { token })).status).toBe(403);

    const session = (await call('GET', '/api/chatbot/session/info/', { token })).body.session_id as string;
    const reply = await call('POST', '/api/chatbot/response/', {
      token,
      body: { message: 'quanto custa o plano pro?', session_id: session },
    });
    expect(reply.body.message).toContain('R$ 39,90');
    expect(
      (
        await call('POST', '/api/chatbot/rate/', {
          token,
          body: { message_id: reply.body.message_id, is_helpful: true },
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', '/api/chatbot/history/', { token })).status).toBe(200);
    expect((await call('POST', '/api/chatbot/session/end/', { token })).status).toBe(200);
    const visitor = (await call('POST', '/api/chatbot/visitor/session/')).body.session_id as string;
    const visitorReply = await call('POST', '/api/chatbot/visitor/response/', {
      body: { message: 'tem plano gratuito?', session_id: visitor },
    });
    expect(visitorReply.status).toBe(200);
    expect(
      (
        await call('POST', '/api/chatbot/visitor/rate/', {
          body: { session_id: visitor, message_id: visitorReply.body.message_id, is_helpful: true },
        })
      ).status,
    ).toBe(200);
    expect(problems).toEqual([]);
  });

  it('console: o assinante conversa, o superusuário lê fila, modelos, limites, histórico, uso do mês e preços', async () => {
    const loginAs = async (email: string, password: string) =>
      (await call('POST', '/api/accounts/token/', { body: { email, password } })).body.access as string;
    const token = await loginAs('demo@sppock.dev', 'Demo@2026');
    const admin = await loginAs('admin@sppock.dev', 'Admin@2026');
    const sent = await call('POST', '/api/agents/email_writer/api/', {
      token,
      body: { action: 'send_message', message: 'Escreva um e-mail de cobrança educado.' },
    });
    expect(sent.status).toBe(200);
    for (const path of [
      '/api/agents/async/stats/',
      '/api/agents/llm/models/',
      '/api/agents/openai/rate-limits/',
      '/api/agents/gemini/rate-limits/',
      '/api/agents/llm/rate-limits/',
      '/api/agents/usage/history/?page=1&limit=10',
      '/api/agents/tokens/usage/',
      '/api/agents/tokens/usage/llm-models/?month=2027-01',
      '/api/agents/pricing/',
      '/api/agents/routing/quality/?weeks=4',
    ]) {
      expect((await call('GET', path, { token: admin })).status, path).toBe(200);
    }
    const limits = {
      requests_per_minute: 500,
      tokens_per_minute: null,
      requests_per_day: null,
      tokens_per_day: null,
      tier: 'Tier 1',
    };
    const set = await call('PUT', '/api/agents/llm/models/gemini-2.5-flash/limits/', {
      token: admin,
      body: limits,
    });
    expect(set.body).toMatchObject({ success: true, model: 'gemini-2.5-flash' });
    expect((await call('GET', '/api/agents/tokens/usage/', { token })).status).toBe(403);
    expect(problems).toEqual([]);
  });

  it('equipe Enterprise: o superusuário convida, a pessoa cria a conta pelo link, o dono vê o uso e remove', async () => {
    const loginAs = async (email: string, password: string) =>
      (await call('POST', '/api/accounts/token/', { body: { email, password } })).body.access as string;
    const owner = await loginAs('admin@sppock.dev', 'Admin@2026');
    expect((await call('GET', '/api/teams/', { token: owner })).status).toBe(200);
    const email = 'rafael.souza@cafedoserrado.com.br';
    expect((await call('POST', '/api/teams/invitations/', { token: owner, body: { email } })).status).toBe(
      201,
    );
    const link = (await lastMessage(email)).match(/\/convite\/([\w-]+)/)?.[1] ?? '';
    expect((await call('POST', '/api/teams/invitations/preview/', { body: { token: link } })).status).toBe(
      200,
    );
    const joined = await call('POST', '/api/teams/invitations/register/', {
      body: {
        token: link,
        first_name: 'Rafael',
        last_name: 'Souza',
        password: 'Cafe&Serrado2026',
        confirm_password: 'Cafe&Serrado2026',
        terms_accepted: true,
      },
    });
    expect(joined.status).toBe(201);
    const member = joined.body.access as string;
    const memberId = (joined.body.user as { id: number }).id;
    const other = await call('POST', '/api/teams/invitations/', {
      token: owner,
      body: { email: 'demo@sppock.dev' },
    });
    const id = (other.body.invitation as { id: string }).id;
    expect((await call('POST', `/api/teams/invitations/${id}/resend/`, { token: owner })).status).toBe(200);
    const demoLink = (await lastMessage('demo@sppock.dev')).match(/\/convite\/([\w-]+)/)?.[1] ?? '';
    const demo = await loginAs('demo@sppock.dev', 'Demo@2026');
    // The demo subscriber pays for Pro: they cancel it before joining a team.
    expect(
      (await call('POST', '/api/teams/invitations/accept/', { token: demo, body: { token: demoLink } }))
        .status,
    ).toBe(403);
    expect((await call('DELETE', `/api/teams/invitations/${id}/`, { token: owner })).status).toBe(200);
    expect((await call('GET', '/api/teams/usage/', { token: owner })).status).toBe(200);
    expect((await call('GET', '/api/teams/usage/', { token: member })).status).toBe(403);
    expect(
      (await call('POST', '/api/teams/owner/', { token: owner, body: { user_id: 999_999 } })).status,
    ).toBe(404);
    const allowed = await call('PATCH', `/api/teams/members/${memberId}/`, {
      token: owner,
      body: { can_create_agents: true },
    });
    expect(allowed.body).toMatchObject({ member: { id: memberId, can_create_agents: true } });
    expect(
      (
        await call('PATCH', `/api/teams/members/${memberId}/`, {
          token: member,
          body: { can_create_agents: true },
        })
      ).status,
    ).toBe(403);
    // The member's plan is the team's: their own checkout is refused with a 409.
    expect(
      (await call('POST', '/payments/extra-tokens/', { token: member, body: { blocks: 1 } })).status,
    ).toBe(409);
    expect(
      (await call('POST', '/payments/upgrade/', { token: member, body: { plan_type: 'professional' } }))
        .status,
    ).toBe(409);
    expect(
      (await call('POST', '/payments/payment-intent/', { token: member, body: { amount: 3990 } })).status,
    ).toBe(409);
    expect((await call('DELETE', `/api/teams/members/${memberId}/`, { token: owner })).status).toBe(200);
    expect((await call('POST', '/api/teams/leave/', { token: member })).status).toBe(403);
    expect(problems).toEqual([]);
  });

  it('agentes personalizados: o dono Enterprise cria, alimenta, conversa, exporta, importa e exclui', async () => {
    const admin = (
      await call('POST', '/api/accounts/token/', {
        body: { email: 'admin@sppock.dev', password: 'Admin@2026' },
      })
    ).body.access as string;
    const created = await call('POST', '/api/custom-agents/', {
      token: admin,
      body: requestExample(operationsById.get('customAgentsCreate') as OperationSpec),
    });
    expect(created.status).toBe(201);
    const id = (created.body.agent as { id: string }).id;
    expect((await call('GET', '/api/custom-agents/', { token: admin })).status).toBe(200);
    expect((await call('GET', `/api/custom-agents/${id}/`, { token: admin })).status).toBe(200);
    expect(
      (
        await call('PATCH', `/api/custom-agents/${id}/`, {
          token: admin,
          body: { description: 'Monta propostas comerciais para buffets, eventos e cafés corporativos.' },
        })
      ).status,
    ).toBe(200);
    const added = await call('POST', `/api/custom-agents/${id}/documents/`, {
      token: admin,
      body: {
        filename: 'tabela-precos-2026.txt',
        content_base64: Buffer.from('Kit café da manhã: R$ 24,90 por pessoa.', 'utf8').toString('base64'),
      },
    });
    expect(added.status).toBe(201);
    const documentId = (added.body.agent as { documents: { id: string }[] }).documents[0]?.id;
    expect(
      (
        await call('POST', '/api/custom-agents/route/', {
          token: admin,
          body: { message: 'Preciso de uma proposta de coffee break para 40 pessoas' },
        })
      ).status,
    ).toBe(200);
    const chat = await call('POST', `/api/custom-agents/${id}/chat/`, {
      token: admin,
      body: { message: 'Qual o preço do kit café da manhã?' },
    });
    expect(chat.status).toBe(200);
    const sessionId = chat.body.session_id as string;
    expect((await call('GET', `/api/custom-agents/${id}/sessions/`, { token: admin })).status).toBe(200);
    const detail = await call('GET', `/api/custom-agents/${id}/sessions/${sessionId}/`, { token: admin });
    expect(detail.status).toBe(200);
    const shown = detail.body.messages as Array<{ id: string }>;
    expect(
      (
        await call('POST', `/api/custom-agents/${id}/sessions/${sessionId}/branch/`, {
          token: admin,
          body: { message_id: shown[shown.length - 1]?.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('PATCH', `/api/custom-agents/${id}/sessions/${sessionId}/`, {
          token: admin,
          body: { title: 'Proposta de março', pinned: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/custom-agents/${id}/sessions/${sessionId}/`, { token: admin })).status,
    ).toBe(200);
    const exported = await call('GET', `/api/custom-agents/${id}/export/`, { token: admin });
    expect(exported.status).toBe(200);
    expect(
      (await call('DELETE', `/api/custom-agents/${id}/documents/${documentId}/`, { token: admin })).status,
    ).toBe(200);
    expect((await call('DELETE', `/api/custom-agents/${id}/`, { token: admin })).status).toBe(200);
    // The exported agent comes back under its name once the original is gone.
    expect(
      (
        await call('POST', '/api/custom-agents/import/', {
          token: admin,
          body: requestExample(operationsById.get('customAgentsImport') as OperationSpec),
        })
      ).status,
    ).toBe(201);
    expect(problems).toEqual([]);
  });

  it('sites parceiros: o assinante cadastra um site, o visitante dele abre a sessão do chatbot e a do Commander, o site é removido', async () => {
    const token = (
      await call('POST', '/api/accounts/token/', {
        body: { email: 'demo@sppock.dev', password: 'Demo@2026' },
      })
    ).body.access as string;
    const origin = 'https://loja-contrato.exemplo.com.br';
    const created = await call('POST', '/api/embed/sites/', {
      token,
      body: { name: 'Loja do contrato', allowed_origins: [origin], widgets: ['chatbot', 'commander'] },
    });
    expect(created.status).toBe(201);
    const site = created.body.data as { id: number; site_key: string };
    expect((await call('GET', '/api/embed/sites/', { token })).status).toBe(200);
    const budget = await call('PATCH', `/api/embed/sites/${site.id}/`, {
      token,
      body: { monthly_messages: 50, published_agents: [] },
    });
    expect(budget.status).toBe(200);
    const session = await call('POST', '/api/embed/visitor/session/', {
      body: { site_key: site.site_key },
      headers: { origin },
    });
    expect(session.status).toBe(201);
    expect(session.headers.get('access-control-allow-origin')).toBe(origin);
    const commander = await call('POST', '/api/embed/commander/session/', {
      body: { site_key: site.site_key, visitor_name: 'Marina Duarte' },
      headers: { origin },
    });
    expect(commander.status).toBe(201);
    expect(commander.headers.get('access-control-allow-origin')).toBe(origin);
    const answer = await call('POST', '/api/agents/chatsppock/api/', {
      token: commander.body.access as string,
      body: {
        action: 'send_message',
        session_id: commander.body.session_id,
        message: 'Quais são os planos?',
        location: 'Brasil',
      },
      headers: { origin },
    });
    expect(answer.status).toBe(200);
    expect((await call('DELETE', `/api/embed/sites/${site.id}/`, { token })).status).toBe(200);
    expect(problems).toEqual([]);
  });

  it('agendamentos: o assinante agenda, lista, pausa, executa agora, vê a execução e exclui', async () => {
    const token = (
      await call('POST', '/api/accounts/token/', {
        body: { email: 'demo@sppock.dev', password: 'Demo@2026' },
      })
    ).body.access as string;
    const created = await call('POST', '/api/schedules/', {
      token,
      body: {
        name: 'Concorrência das padarias',
        agent: 'chatsppock',
        message: 'Um resumo da concorrência das padarias de Campinas',
        frequency: 'weekly',
        time: '08:00',
        weekday: 1,
        email_result: true,
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body.schedule as { id: number }).id;
    expect((await call('GET', '/api/schedules/', { token })).status).toBe(200);
    expect((await call('PATCH', `/api/schedules/${id}/`, { token, body: { active: false } })).status).toBe(
      200,
    );
    expect((await call('POST', `/api/schedules/${id}/run/`, { token })).status).toBe(202);
    await server.services.background.drain();
    const listed = await call('GET', '/api/schedules/', { token });
    const [schedule] = listed.body.schedules as { last_run: { status: string } }[];
    expect(schedule?.last_run.status).toBe('succeeded');
    expect((await call('DELETE', `/api/schedules/${id}/`, { token })).status).toBe(200);
    expect((await call('DELETE', `/api/schedules/${id}/`, { token })).status).toBe(404);
    expect(problems).toEqual([]);
  });

  it('WhatsApp: o assinante liga o número, a Meta verifica o webhook e entrega um aviso assinado, o número é desligado', async () => {
    const token = (
      await call('POST', '/api/accounts/token/', {
        body: { email: 'demo@sppock.dev', password: 'Demo@2026' },
      })
    ).body.access as string;
    const connect = requestExample(operationsById.get('whatsappConnect') as OperationSpec) as Record<
      string,
      unknown
    >;
    const connected = await call('PUT', '/api/integrations/whatsapp/', { token, body: connect });
    expect(connected.status).toBe(200);
    expect((await call('GET', '/api/integrations/whatsapp/', { token })).status).toBe(200);
    const saved = await call('PATCH', '/api/integrations/whatsapp/', {
      token,
      body: { responder: 'faq_chatbot', template_name: null },
    });
    expect(saved.status).toBe(200);
    const path = new URL((connected.body.connection as { webhook_url: string }).webhook_url).pathname;
    // The challenge is text/plain, as the contract documents (call() expects JSON).
    const verified = await fetch(
      `${base}${path}?hub.mode=subscribe&hub.verify_token=${connect.verify_token}&hub.challenge=1158201444`,
    );
    expect(verified.status).toBe(200);
    expect(verified.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await verified.text()).toBe('1158201444');
    exercised.add('whatsappVerifyWebhook');
    // A status callback (a message would be answered through Meta's real Graph API here).
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [
                  {
                    id: 'wamid.HBgNNTUxMTk',
                    status: 'delivered',
                    recipient_id: '5511912345678',
                    timestamp: '1795449600',
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const delivered = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signBody(payload, connect.app_secret as string),
      },
      body: payload,
    });
    expect(delivered.status).toBe(200);
    const op = operationsById.get('whatsappReceiveWebhook') as OperationSpec;
    problems.push(...responseProblems(op, delivered.status, await delivered.json()));
    exercised.add('whatsappReceiveWebhook');
    await server.services.background.drain();
    expect((await call('DELETE', '/api/integrations/whatsapp/', { token })).status).toBe(200);
    expect(problems).toEqual([]);
  });

  it('cada operação implementada foi exercitada e toda resposta seguiu o contrato', () => {
    expect(problems).toEqual([]);
    const missing = server.implemented.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });

  it('o servidor responde x-request-id e repete o que o cliente mandou', async () => {
    const response = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'req-abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('req-abc-123');
    const generated = await fetch(`${base}/healthz`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
