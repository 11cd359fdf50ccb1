// Team seats of the Enterprise plan (issue 21): the whole story by HTTP, the 11th seat, who may
// call what, other teams' ids, invitation tokens that expired or were used, and the shared pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talk } from '../../../test/conversations.ts';
import {
  PASSWORD,
  startTestServer,
  type TestServer,
  type TestUser,
  uniqueEmail,
} from '../../../test/harness.ts';
import { DAY } from '../../clock.ts';
import { sendUsageAlerts } from '../agents/chat/alerts.ts';
import { limitRefusal, planState } from '../agents/chat/limits.ts';
import { recordConversationStart, recordLlmCall } from '../metering/usage.ts';
import { PAYMENT_MESSAGES } from '../payments/messages.ts';
import { eraseAccount } from '../privacy/erasure.ts';
import { TEAM_MESSAGES as M } from './messages.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const call = (method: string, url: string, user?: TestUser, body?: unknown) =>
  server.request<Body>(method, url, { ...(user ? { token: user.access } : {}), ...(body ? { body } : {}) });

async function enterpriseOwner(): Promise<TestUser> {
  const owner = await server.signup({ first_name: 'Mariana', last_name: 'Costa' });
  const reply = await call('POST', '/payments/upgrade/', owner, { plan_type: 'enterprise' });
  expect(reply.status).toBe(200);
  return owner;
}

/** Invites `email` and returns the token of the link the e-mail carries. */
async function invite(owner: TestUser, email: string): Promise<{ id: string; token: string }> {
  const reply = await call('POST', '/api/teams/invitations/', owner, { email });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.invitation.id, token: await linkToken(email) };
}

async function linkToken(email: string): Promise<string> {
  const messages = await server.outbox(email);
  const body = messages.at(-1)?.body ?? '';
  const token = /\/convite\/([\w-]+)/.exec(body)?.[1];
  expect(token, body).toBeTruthy();
  return token as string;
}

async function join(owner: TestUser): Promise<TestUser> {
  const member = await server.signup({ first_name: 'Paulo', last_name: 'Souza' });
  const { token } = await invite(owner, member.email);
  expect(await call('POST', '/api/teams/invitations/accept/', member, { token })).toMatchObject({
    status: 200,
  });
  return member;
}

describe('equipes do plano Enterprise', () => {
  it('a história inteira: convidar, criar conta pelo link, aceitar, ver o uso, remover, sair', async () => {
    const owner = await enterpriseOwner();
    const team = await call('GET', '/api/teams/', owner);
    expect(team).toMatchObject({
      status: 200,
      body: { team: { role: 'owner', owner_id: owner.id, seats: { used: 1, limit: 10, reserved: 0 } } },
    });

    // A new person registers from the link: the e-mail is proven by it, no code.
    const joanaEmail = uniqueEmail('joana');
    const joanaInvite = await invite(owner, joanaEmail);
    const mail = (await server.outbox(joanaEmail)).at(-1);
    expect(mail?.subject).toBe('Mariana Costa convidou você para a equipe no Sppock');
    expect(
      await call('POST', '/api/teams/invitations/preview/', undefined, { token: joanaInvite.token }),
    ).toMatchObject({
      status: 200,
      body: { email: joanaEmail, owner_name: 'Mariana Costa', account_exists: false },
    });
    const registered = await call('POST', '/api/teams/invitations/register/', undefined, {
      token: joanaInvite.token,
      first_name: 'Joana',
      last_name: 'Lima',
      password: PASSWORD,
      confirm_password: PASSWORD,
      terms_accepted: true,
    });
    expect(registered).toMatchObject({
      status: 201,
      body: { user: { email: joanaEmail, first_name: 'Joana' } },
    });
    const joana: TestUser = {
      id: registered.body.user.id,
      email: joanaEmail,
      password: PASSWORD,
      phone: '',
      access: registered.body.access,
      refresh: registered.body.refresh,
    };
    expect(await server.login(joanaEmail, PASSWORD)).toMatchObject({ access: expect.any(String) });

    // A person with an account accepts after signing in.
    const bruno = await join(owner);
    const seen = await call('GET', '/api/teams/', owner);
    expect(seen.body.team.seats).toEqual({ used: 3, limit: 10, reserved: 0 });
    expect(seen.body.team.members.map((m: Body) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [joanaEmail, 'member'],
      [bruno.email, 'member'],
    ]);

    // Members use the Enterprise plan and see the people, not the invitations.
    const asMember = await call('GET', '/api/teams/', joana);
    expect(asMember.body.team).toMatchObject({ role: 'member', invitations: [] });
    expect(await call('GET', '/api/payments/package/', joana)).toMatchObject({
      body: { package_type: 'enterprise', label: 'Enterprise', seats: { used: 3, limit: 10 } },
    });
    expect((await call('GET', '/api/agent_apps/access/', joana)).body).toMatchObject({
      package_type: 'enterprise',
    });

    // The owner sees each member's usage for the cycle.
    const now = server.clock.now();
    await recordLlmCall(server.services.db, {
      userId: joana.id,
      agent: 'commander',
      provider: 'openai',
      model: 'gpt-4o-mini',
      inputTokens: 1200,
      outputTokens: 800,
      costBrl: 0.4,
      outcome: 'ok',
      at: now,
    });
    await recordConversationStart(server.services.db, {
      userId: joana.id,
      sessionId: 's-joana',
      agent: 'commander',
      at: now,
    });
    const usage = await call('GET', '/api/teams/usage/', owner);
    expect(usage.status).toBe(200);
    expect(usage.body.members.find((m: Body) => m.id === joana.id)).toMatchObject({
      tokens: 2000,
      cost_brl: 0.4,
      conversations: 1,
    });
    expect(usage.body.totals).toMatchObject({ tokens: 2000, conversations: 1 });

    // Removed and leaving people go back to Free.
    expect(await call('DELETE', `/api/teams/members/${bruno.id}/`, owner)).toMatchObject({
      status: 200,
      body: { message: 'Paulo Souza saiu da equipe e voltou ao plano Free.' },
    });
    expect((await call('GET', '/api/payments/package/', bruno)).body).toMatchObject({
      package_type: 'freemium',
    });
    expect(await call('GET', '/api/teams/', bruno)).toMatchObject({ status: 403, body: { error: M.noTeam } });
    expect(await call('POST', '/api/teams/leave/', joana)).toMatchObject({
      status: 200,
      body: { message: M.left },
    });
    expect((await call('GET', '/api/payments/package/', joana)).body).toMatchObject({
      package_type: 'freemium',
    });
    expect(await call('POST', '/api/teams/leave/', owner)).toMatchObject({
      status: 400,
      body: { error: M.ownerCannotLeave },
    });
  });

  it('o 11º lugar é recusado apontando os usuários extras sob consulta', async () => {
    const owner = await enterpriseOwner();
    const invited: { id: string; token: string }[] = [];
    for (let i = 0; i < 9; i += 1) {
      invited.push(await invite(owner, uniqueEmail('lugar')));
    }
    const eleventh = await call('POST', '/api/teams/invitations/', owner, { email: uniqueEmail('onze') });
    expect(eleventh).toMatchObject({ status: 409, body: { error: M.teamFull(10) } });
    expect(M.teamFull(10)).toContain("'Agendar Demo Enterprise'");
    // Revoking frees the seat.
    const first = invited[0] as { id: string };
    expect(await call('DELETE', `/api/teams/invitations/${first.id}/`, owner)).toMatchObject({ status: 200 });
    expect(
      (await call('POST', '/api/teams/invitations/', owner, { email: uniqueEmail('onze') })).status,
    ).toBe(201);
    // Expired invitations free their seats; resending one into a full team is the 11th seat again.
    await server.advance(8 * DAY, owner);
    for (let i = 0; i < 9; i += 1) {
      await invite(owner, uniqueEmail('novo'));
    }
    const stale = invited[1] as { id: string };
    expect(await call('POST', `/api/teams/invitations/${stale.id}/resend/`, owner)).toMatchObject({
      status: 409,
      body: { error: M.teamFull(10) },
    });
    expect((await call('GET', '/api/teams/', owner)).body.team.seats).toEqual({
      used: 1,
      limit: 10,
      reserved: 9,
    });
  });

  it('um membro não convida, não remove, não passa a equipe e não vê o uso: 403', async () => {
    const owner = await enterpriseOwner();
    const member = await join(owner);
    const { id } = await invite(owner, uniqueEmail('aberto'));
    const forbidden = { status: 403, body: { success: false, error: M.ownerOnly } };
    expect(await call('POST', '/api/teams/invitations/', member, { email: uniqueEmail('x') })).toMatchObject(
      forbidden,
    );
    expect(await call('GET', '/api/teams/usage/', member)).toMatchObject(forbidden);
    expect(await call('DELETE', `/api/teams/members/${owner.id}/`, member)).toMatchObject(forbidden);
    expect(await call('DELETE', `/api/teams/invitations/${id}/`, member)).toMatchObject(forbidden);
    expect(await call('POST', `/api/teams/invitations/${id}/resend/`, member)).toMatchObject(forbidden);
    expect(await call('POST', '/api/teams/owner/', member, { user_id: member.id })).toMatchObject(forbidden);
    expect(
      await call('PATCH', `/api/teams/members/${member.id}/`, member, { can_create_agents: true }),
    ).toMatchObject(forbidden);
    // Nor the billing: the team's subscription is not the member's to list, change or cancel.
    const ownerSubscription = (await call('GET', '/payments/subscriptions/', owner)).body.subscriptions[0];
    expect(ownerSubscription).toMatchObject({ plan_type: 'enterprise' });
    expect((await call('GET', '/payments/subscriptions/', member)).body.subscriptions).toEqual([]);
    expect(
      (
        await call('PUT', `/payments/subscriptions/${ownerSubscription.id}/`, member, {
          plan_type: 'professional',
        })
      ).status,
    ).toBe(404);
    expect((await call('POST', '/payments/cancel-subscription/', member)).status).toBe(400);
    expect((await call('GET', '/payments/subscriptions/', owner)).body.subscriptions[0]).toMatchObject({
      id: ownerSubscription.id,
      plan_type: 'enterprise',
      cancel_at_period_end: false,
    });
    // A Free user without a team cannot open one.
    const free = await server.signup();
    expect(await call('GET', '/api/teams/', free)).toMatchObject({ status: 403, body: { error: M.noTeam } });
    expect(await call('POST', '/api/teams/invitations/', free, { email: uniqueEmail('y') })).toMatchObject({
      status: 403,
    });
    expect(await call('GET', '/api/teams/')).toMatchObject({ status: 401 });
  });

  it('ids de outra equipe respondem 404', async () => {
    const ownerA = await enterpriseOwner();
    const memberA = await join(ownerA);
    const { id } = await invite(ownerA, uniqueEmail('a'));
    const ownerB = await enterpriseOwner();
    expect(await call('DELETE', `/api/teams/invitations/${id}/`, ownerB)).toMatchObject({ status: 404 });
    expect(await call('POST', `/api/teams/invitations/${id}/resend/`, ownerB)).toMatchObject({ status: 404 });
    expect(await call('DELETE', `/api/teams/members/${memberA.id}/`, ownerB)).toMatchObject({ status: 404 });
    expect(await call('POST', '/api/teams/owner/', ownerB, { user_id: memberA.id })).toMatchObject({
      status: 404,
    });
    expect(await call('DELETE', '/api/teams/invitations/inv_nao-existe/', ownerB)).toMatchObject({
      status: 404,
    });
    expect((await call('GET', '/api/teams/', memberA)).body.team.role).toBe('member');
  });

  it('convite usado, revogado, de outro e-mail ou expirado não vale; reenviar troca o link', async () => {
    const owner = await enterpriseOwner();
    const person = await server.signup();
    const { id, token } = await invite(owner, person.email);
    const stranger = await server.signup();
    expect(await call('POST', '/api/teams/invitations/accept/', stranger, { token })).toMatchObject({
      status: 403,
      body: { error: M.wrongEmail(person.email) },
    });
    const resent = await call('POST', `/api/teams/invitations/${id}/resend/`, owner);
    expect(resent.status).toBe(200);
    const fresh = await linkToken(person.email);
    expect(fresh).not.toBe(token);
    expect(await call('POST', '/api/teams/invitations/accept/', person, { token })).toMatchObject({
      status: 404,
      body: { error: M.invalidToken },
    });
    expect(await call('POST', '/api/teams/invitations/accept/', person, { token: fresh })).toMatchObject({
      status: 200,
    });
    expect(await call('POST', '/api/teams/invitations/accept/', person, { token: fresh })).toMatchObject({
      status: 404,
    });
    expect(
      await call('POST', '/api/teams/invitations/register/', undefined, {
        token: fresh,
        first_name: 'A',
        last_name: 'B',
        password: PASSWORD,
        confirm_password: PASSWORD,
        terms_accepted: true,
      }),
    ).toMatchObject({ status: 404 });

    const late = await invite(owner, uniqueEmail('tarde'));
    await server.advance(8 * DAY, owner);
    expect(
      await call('POST', '/api/teams/invitations/preview/', undefined, { token: late.token }),
    ).toMatchObject({
      status: 410,
      body: { error: M.expiredToken },
    });
    expect((await call('GET', '/api/teams/', owner)).body.team.invitations).toContainEqual(
      expect.objectContaining({ id: late.id, status: 'expired' }),
    );
    expect(
      await call('POST', '/api/teams/invitations/preview/', undefined, { token: 'x'.repeat(500) }),
    ).toMatchObject({
      status: 400,
    });
  });

  it('tokens e conversas são um pool só: limites e alertas contam o uso de todos', async () => {
    const owner = await enterpriseOwner();
    const member = await join(owner);
    const state = await planState(server.services, member.id);
    expect(state.plan).toBe('enterprise');
    expect(state.pool.sort()).toEqual([owner.id, member.id].sort());
    // The owner spends 80 % of the plan's base tokens; the member's next answer raises the alert.
    await recordLlmCall(server.services.db, {
      userId: owner.id,
      agent: 'commander',
      provider: 'openai',
      model: 'gpt-4o-mini',
      inputTokens: Math.round(state.row.baseTokens * 0.8),
      outputTokens: 0,
      outcome: 'ok',
      at: server.clock.now(),
    });
    expect(await sendUsageAlerts(server.services, member.id, state)).toEqual([80]);
    expect(await limitRefusal(server.services, member.id, state, { newConversation: true })).toBeNull();
    // Out of the team, the member's own Free plan counts only their own usage again.
    await call('POST', '/api/teams/leave/', member);
    const alone = await planState(server.services, member.id);
    expect(alone.plan).toBe('freemium');
    expect(alone.pool).toEqual([member.id]);
  });

  it('passar a equipe leva a assinatura Enterprise; o antigo dono fica como membro', async () => {
    const owner = await enterpriseOwner();
    const member = await join(owner);
    expect(await call('POST', '/api/teams/owner/', owner, { user_id: member.id })).toMatchObject({
      status: 200,
    });
    expect((await call('GET', '/api/teams/', member)).body.team.role).toBe('owner');
    expect((await call('GET', '/api/teams/', owner)).body.team.role).toBe('member');
    expect((await call('GET', '/api/payments/package/', owner)).body.package_type).toBe('enterprise');
    expect((await call('GET', '/api/teams/usage/', member)).status).toBe(200);
  });

  it('um membro no plano da equipe não abre checkout próprio (409, falar com o dono); o dono abre', async () => {
    const owner = await enterpriseOwner();
    const member = await join(owner);
    const refused = {
      status: 409,
      body: { success: false, error: PAYMENT_MESSAGES.planFromTeam('Mariana Costa') },
    };
    expect(PAYMENT_MESSAGES.planFromTeam('Mariana Costa')).toContain('Fale com Mariana Costa');
    for (const plan of ['professional', 'enterprise', 'freemium']) {
      expect(await call('POST', '/payments/upgrade/', member, { plan_type: plan }), plan).toMatchObject(
        refused,
      );
    }
    expect(await call('POST', '/payments/extra-tokens/', member, { blocks: 2 })).toMatchObject(refused);
    expect(
      await call('POST', '/payments/payment-intent/', member, { amount: 3990, plan_type: 'professional' }),
    ).toMatchObject(refused);
    expect((await call('GET', '/payments/subscriptions/', member)).body.subscriptions).toEqual([]);
    expect((await call('GET', '/payments/extra-tokens/', member)).body.purchases).toEqual([]);
    expect((await call('GET', '/api/payments/package/', member)).body.package_type).toBe('enterprise');

    // The owner still buys for the team.
    expect(await call('POST', '/payments/extra-tokens/', owner, { blocks: 1 })).toMatchObject({
      status: 201,
    });
    expect((await call('POST', '/payments/payment-intent/', owner, { amount: 3990 })).status).toBe(200);

    // Out of the team, the person's plan is their own again: they may pay for one.
    expect((await call('POST', '/api/teams/leave/', member)).status).toBe(200);
    expect(await call('POST', '/payments/upgrade/', member, { plan_type: 'professional' })).toMatchObject({
      status: 200,
      body: { new_plan: 'professional' },
    });

    // A handed-over team: the former owner is now the member who talks to the new owner.
    const paulo = await join(owner);
    expect((await call('POST', '/api/teams/owner/', owner, { user_id: paulo.id })).status).toBe(200);
    expect(await call('POST', '/payments/extra-tokens/', owner, { blocks: 1 })).toMatchObject({
      status: 409,
      body: { error: PAYMENT_MESSAGES.planFromTeam('Paulo Souza') },
    });
    expect((await call('POST', '/payments/extra-tokens/', paulo, { blocks: 1 })).status).toBe(201);
  });

  it('membros não veem as conversas uns dos outros; quem sai fica com as próprias', async () => {
    const owner = await enterpriseOwner();
    const paulo = await join(owner);
    const lucia = await join(owner);
    const session = await talk(server, paulo.id, { title: 'Campanha de Páscoa do Paulo' });
    const path = `/api/agents/chatsppock/api/conversations/${session.id}/export/`;
    expect((await call('GET', path, paulo)).status).toBe(200);
    expect((await call('GET', path, lucia)).status).toBe(404);
    expect((await call('GET', path, owner)).status).toBe(404);
    const listed = await call('GET', '/api/agents/chatsppock/api/conversations/', lucia);
    expect(JSON.stringify(listed.body)).not.toContain('Campanha de Páscoa do Paulo');
    expect(await call('DELETE', `/api/teams/members/${paulo.id}/`, owner)).toMatchObject({ status: 200 });
    expect((await call('GET', path, paulo)).status).toBe(200);
  });

  it('quem paga, guardado em cada nó, muda na hora: entrar, ser removido, sair, passar a equipe, apagar a conta', async () => {
    // Each node keeps a person's team and plan (payer/own-team.ts) under the version of their plan
    // rows; every change of the team moves the version of everyone it touches. The clock does not
    // move here: only the version can tell the node that what it kept is old.
    const payer = async (user: TestUser) => {
      const state = await planState(server.services, user.id);
      return { plan: state.plan, billed: state.billedUserId, pool: [...state.pool].sort((x, y) => x - y) };
    };
    const sorted = (...users: TestUser[]) => users.map((user) => user.id).sort((x, y) => x - y);
    const owner = await enterpriseOwner();
    const paulo = await join(owner);
    const lucia = await join(owner);
    expect(await payer(owner)).toEqual({
      plan: 'enterprise',
      billed: owner.id,
      pool: sorted(owner, paulo, lucia),
    });
    expect(await payer(paulo)).toEqual({
      plan: 'enterprise',
      billed: owner.id,
      pool: sorted(owner, paulo, lucia),
    });

    // Someone joins: everyone's pool has them at once.
    const rita = await join(owner);
    expect((await payer(paulo)).pool).toEqual(sorted(owner, paulo, lucia, rita));
    expect((await payer(owner)).pool).toEqual(sorted(owner, paulo, lucia, rita));

    // Removed: back to their own Free plan, and out of everyone's pool.
    expect(await call('DELETE', `/api/teams/members/${rita.id}/`, owner)).toMatchObject({ status: 200 });
    expect(await payer(rita)).toEqual({ plan: 'freemium', billed: rita.id, pool: [rita.id] });
    expect((await payer(lucia)).pool).toEqual(sorted(owner, paulo, lucia));

    // Leaves: the same.
    expect(await call('POST', '/api/teams/leave/', lucia)).toMatchObject({ status: 200 });
    expect(await payer(lucia)).toEqual({ plan: 'freemium', billed: lucia.id, pool: [lucia.id] });
    expect((await payer(owner)).pool).toEqual(sorted(owner, paulo));

    // Handed over: the new owner pays for everyone, the former owner included.
    const bruno = await join(owner);
    expect((await payer(bruno)).billed).toBe(owner.id);
    expect(await call('POST', '/api/teams/owner/', owner, { user_id: paulo.id })).toMatchObject({
      status: 200,
    });
    expect(await payer(bruno)).toEqual({
      plan: 'enterprise',
      billed: paulo.id,
      pool: sorted(owner, paulo, bruno),
    });
    expect((await payer(owner)).billed).toBe(paulo.id);

    // The owner's account erased (LGPD): the team goes with it, and everyone is on their own plan.
    expect(await eraseAccount(server.services, paulo.id)).toBe(true);
    expect(await payer(bruno)).toEqual({ plan: 'freemium', billed: bruno.id, pool: [bruno.id] });
    expect(await payer(owner)).toEqual({ plan: 'freemium', billed: owner.id, pool: [owner.id] });
  });
});
