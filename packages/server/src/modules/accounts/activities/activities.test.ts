import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talk } from '../../../../test/conversations.ts';
import { PASSWORD, startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { DAY, HOUR, MINUTE } from '../../../clock.ts';
import { formatDateBr } from '../../payments/subscriptions.ts';
import { categoryIdByName, openSupportMessage } from '../../support/inbox.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Activity {
  id: number;
  title: string;
  description: string;
  relative_time: string;
  icon: string;
  color: string;
  created_at: string;
}

const recent = async (user: TestUser, query = '?limit=50') =>
  (
    await server.request<{ success: true; activities: Activity[] }>(
      'GET',
      `/api/agents/activities/recent/${query}`,
      {
        token: user.access,
      },
    )
  ).body.activities;

const latest = async (user: TestUser) => (await recent(user, '?limit=1'))[0];

const summary = (activity: Activity | undefined) =>
  activity && {
    title: activity.title,
    description: activity.description,
    icon: activity.icon,
    color: activity.color,
  };

function profile(user: TestUser, changes: Record<string, string> = {}) {
  return {
    first_name: 'Mariana',
    last_name: 'Costa',
    email: user.email,
    phone: user.phone,
    company: 'Padaria Boa Vista',
    position: '',
    industry: '',
    address: '',
    city: 'Belo Horizonte',
    state: 'MG',
    country: 'Brasil',
    postal_code: '',
    timezone: 'America/Sao_Paulo',
    ...changes,
  };
}

describe('atividades registradas onde acontecem', () => {
  it("verificar a conta registra 'Conta criada'", async () => {
    const user = await server.signup();
    expect((await recent(user)).map(summary)).toEqual([
      {
        title: 'Conta criada',
        description: 'Sua conta Sppock foi verificada. Boas-vindas!',
        icon: 'check-circle',
        color: 'violet',
      },
    ]);
  });

  it("salvar o perfil registra 'Perfil atualizado' só quando algo muda", async () => {
    const user = await server.signup();
    const put = (body: Record<string, string>) =>
      server.request('PUT', '/api/accounts/users/profile/', { token: user.access, body });
    expect((await put(profile(user))).status).toBe(200);
    expect(summary(await latest(user))).toEqual({
      title: 'Perfil atualizado',
      description: 'Seus dados pessoais foram atualizados.',
      icon: 'other',
      color: 'gray',
    });
    const count = (await recent(user)).length;
    await put(profile(user));
    expect(await recent(user)).toHaveLength(count);
    await put(profile(user, { city: 'Contagem' }));
    expect(await recent(user)).toHaveLength(count + 1);
  });

  it("trocar e redefinir a senha registram 'Senha alterada' e 'Senha redefinida'", async () => {
    const user = await server.signup();
    const changed = await server.request('PUT', '/api/accounts/change-password/', {
      token: user.access,
      body: { old_password: PASSWORD, new_password: 'Broa&Cafe2026', new_password2: 'Broa&Cafe2026' },
    });
    expect(changed.status).toBe(204);
    expect(summary(await latest(user))).toEqual({
      title: 'Senha alterada',
      description: 'A senha da sua conta foi alterada.',
      icon: 'other',
      color: 'gray',
    });

    await server.request('POST', '/api/accounts/password-reset/', { body: { email: user.email } });
    const link = (await server.outbox(user.email)).at(-1)?.body.match(/reset-password\/([\w-]+)/)?.[1];
    const reset = await server.request('POST', '/api/accounts/password-reset/confirm/', {
      body: { token: link, password: 'Pao&Mel2026', password_confirm: 'Pao&Mel2026' },
    });
    expect(reset.status).toBe(200);
    Object.assign(user, await server.login(user.email, 'Pao&Mel2026'));
    expect((await latest(user))?.title).toBe('Senha redefinida');
  });

  it('cada mudança de plano registra o que aconteceu', async () => {
    const user = await server.signup();
    const upgrade = (plan: string) =>
      server.request('POST', '/payments/upgrade/', { token: user.access, body: { plan_type: plan } });
    const last = async () => summary(await latest(user));

    await upgrade('professional');
    expect(await last()).toEqual({
      title: 'Upgrade de plano',
      description: 'Seu plano agora é Professional.',
      icon: 'check-circle',
      color: 'violet',
    });
    await upgrade('enterprise');
    expect(await last()).toMatchObject({
      title: 'Upgrade de plano',
      description: 'Seu plano agora é Enterprise.',
    });

    const [subscription] = (
      await server.request<{ subscriptions: { id: string; current_period_end: string }[] }>(
        'GET',
        '/payments/subscriptions/',
        { token: user.access },
      )
    ).body.subscriptions;
    await server.request('PUT', `/payments/subscriptions/${subscription?.id}/`, {
      token: user.access,
      body: { plan_type: 'professional' },
    });
    expect(await last()).toEqual({
      title: 'Downgrade de plano',
      description: 'Seu plano agora é Professional.',
      icon: 'other',
      color: 'gray',
    });

    await server.request('POST', '/payments/cancel-subscription/', { token: user.access });
    const endsOn = formatDateBr(new Date(subscription?.current_period_end ?? 0));
    expect(await last()).toEqual({
      title: 'Cancelamento agendado',
      description: `Sua assinatura Professional termina em ${endsOn}; depois disso o plano volta a ser Freemium.`,
      icon: 'other',
      color: 'gray',
    });

    await upgrade('professional');
    expect(await last()).toEqual({
      title: 'Assinatura reativada',
      description: 'Sua assinatura Professional continua ativa e será renovada normalmente.',
      icon: 'check-circle',
      color: 'violet',
    });

    await upgrade('freemium');
    expect(await last()).toMatchObject({
      title: 'Downgrade de plano',
      description: 'Seu plano agora é Freemium.',
    });
  });

  it("uma assinatura cancelada registra 'Assinatura encerrada' no fim do período", async () => {
    const user = await server.signup();
    await server.request('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'professional' },
    });
    await server.request('POST', '/payments/cancel-subscription/', { token: user.access });
    await server.advance(31 * DAY, user);
    // The next read settles the period.
    await server.request('GET', '/payments/subscriptions/', { token: user.access });
    await server.request('GET', '/payments/subscriptions/', { token: user.access });
    const ended = (await recent(user)).filter((a) => a.title === 'Assinatura encerrada');
    expect(ended.map(summary)).toEqual([
      {
        title: 'Assinatura encerrada',
        description: 'O período pago do plano Professional terminou e seu plano voltou a ser Freemium.',
        icon: 'other',
        color: 'gray',
      },
    ]);
    expect(ended[0]?.relative_time).toBe('1 dia(s) atrás');
  });

  it('conversas e resultados de agentes especializados entram no registro; respostas gerais do Commander não', async () => {
    const user = await server.signup();
    await talk(server, user.id, {
      agent: 'chatsppock',
      title: 'Plano de marketing para a Páscoa',
      replies: [{ agentUsed: 'chatsppock' }, { agentUsed: 'email_writer' }],
    });
    await talk(server, user.id, {
      agent: 'competition',
      title: 'Concorrentes de padarias artesanais em Campinas',
      at: new Date(server.clock.now().getTime() + MINUTE),
      replies: [{ outcome: 'error' }, {}],
    });
    const titles = (await recent(user)).map(summary);
    expect(titles.slice(0, 4)).toEqual([
      {
        title: 'Análise concluída',
        description: 'Concorrentes de padarias artesanais em Campinas — Concorrência',
        icon: 'check-circle',
        color: 'violet',
      },
      {
        title: 'Nova conversa iniciada',
        description: 'Concorrentes de padarias artesanais em Campinas — Concorrência',
        icon: 'message-square',
        color: 'blue',
      },
      {
        title: 'E-mail gerado',
        description: 'Plano de marketing para a Páscoa — Email Writer',
        icon: 'send',
        color: 'green',
      },
      {
        title: 'Nova conversa iniciada',
        description: 'Plano de marketing para a Páscoa — Sppock Commander',
        icon: 'message-square',
        color: 'blue',
      },
    ]);
    expect(titles).toHaveLength(5);
  });

  it("uma mensagem ao suporte registra 'Mensagem enviada ao suporte'", async () => {
    const user = await server.signup();
    await openSupportMessage(server.services.db, {
      userId: user.id,
      categoryId: await categoryIdByName(server.services.db, 'Pagamentos e Planos'),
      subject: 'Cobrança duplicada no cartão em março',
      content: 'Fui cobrada duas vezes pelo plano Professional neste mês.',
      at: server.clock.now(),
    });
    expect(summary(await latest(user))).toEqual({
      title: 'Mensagem enviada ao suporte',
      description: 'Cobrança duplicada no cartão em março',
      icon: 'send',
      color: 'green',
    });
  });
});

describe('leitura das atividades', () => {
  it('da mais recente para a mais antiga, 5 por padrão, com o tempo relativo calculado na leitura', async () => {
    const user = await server.signup();
    for (let i = 1; i <= 6; i++) {
      await talk(server, user.id, { title: `Conversa ${i}`, replies: [] });
      await server.advance(HOUR, user);
    }
    const five = await recent(user, '');
    expect(five.map((a) => a.description)).toEqual(
      [6, 5, 4, 3, 2].map((i) => `Conversa ${i} — Sppock Commander`),
    );
    expect(five.map((a) => a.relative_time)).toEqual([
      '1h atrás',
      '2h atrás',
      '3h atrás',
      '4h atrás',
      '5h atrás',
    ]);
    expect(five.map((a) => a.id)).toEqual([...five.map((a) => a.id)].sort((a, b) => b - a));
    await server.advance(2 * DAY, user);
    expect((await recent(user, '?limit=2')).map((a) => a.relative_time)).toEqual([
      '2 dia(s) atrás',
      '2 dia(s) atrás',
    ]);
    expect((await recent(user, '?limit=50')).length).toBe(7);
  });

  it('limit fora de 1 a 50 responde 400', async () => {
    const user = await server.signup();
    for (const limit of ['0', '51', 'cinco']) {
      expect(
        await server.request('GET', `/api/agents/activities/recent/?limit=${limit}`, { token: user.access }),
      ).toMatchObject({
        status: 400,
        body: { success: false, error: 'Parâmetro limit inválido: use um número de 1 a 50.' },
      });
    }
  });

  it('cada usuário só vê as próprias atividades', async () => {
    const ana = await server.signup({ first_name: 'Ana' });
    const bruno = await server.signup({ first_name: 'Bruno' });
    await talk(server, ana.id, { title: 'Conversa da Ana' });
    expect((await recent(bruno)).map((a) => a.title)).toEqual(['Conta criada']);
    expect((await recent(ana)).some((a) => a.description.startsWith('Conversa da Ana'))).toBe(true);
  });
});
