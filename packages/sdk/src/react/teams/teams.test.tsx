// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useAcceptInvitation } from './useAcceptInvitation';
import { useInviteMember } from './useInviteMember';
import { useRegisterFromInvitation } from './useRegisterFromInvitation';
import { useTeam } from './useTeam';
import { useUpdateTeamMember } from './useUpdateTeamMember';

const person = (id: number, role: 'owner' | 'member', canCreateAgents = role === 'owner') => ({
  id,
  name: `Pessoa ${id}`,
  email: `pessoa${id}@empresa.com.br`,
  role,
  can_create_agents: canCreateAgents,
  joined_at: '2026-11-02T10:00:00Z',
});

const teamWith = (people: number) => ({
  success: true as const,
  team: {
    id: 4,
    role: 'owner' as const,
    owner_id: 1,
    seats: { used: people, limit: 10, reserved: 0 },
    members: Array.from({ length: people }, (_, i) => person(i + 1, i === 0 ? 'owner' : 'member')),
    invitations: [],
  },
});

const FULL =
  "Sua equipe já ocupa os 10 lugares do plano Enterprise. Usuários extras são liberados sob consulta, com preço promocional: peça em 'Agendar Demo Enterprise', na página inicial.";

describe('equipe Enterprise', () => {
  it('convidar atualiza a equipe; o 11º lugar chega como a mensagem do servidor', async () => {
    let people = 2;
    const test = createTestClient({
      handlers: [
        http.get('/api/teams/', () => HttpResponse.json(teamWith(people))),
        http.post('/api/teams/invitations/', () => {
          if (people >= 3) {
            return HttpResponse.json({ success: false, error: FULL }, { status: 409 });
          }
          people += 1;
          return HttpResponse.json(
            {
              success: true,
              message: 'Convite enviado para joana@empresa.com.br.',
              invitation: {
                id: 'inv_1',
                email: 'joana@empresa.com.br',
                status: 'pending',
                sent_at: '2026-11-20T14:02:11Z',
                expires_at: '2026-11-27T14:02:11Z',
              },
            },
            { status: 201 },
          );
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => ({ team: useTeam(), invite: useInviteMember() }), { wrapper });
    await waitFor(() => expect(result.current.team.data?.team.seats.used).toBe(2));
    await act(() => result.current.invite.mutateAsync({ email: 'joana@empresa.com.br' }));
    await waitFor(() => expect(result.current.team.data?.team.seats.used).toBe(3));
    await expect(
      act(() => result.current.invite.mutateAsync({ email: 'x@empresa.com.br' })),
    ).rejects.toMatchObject({
      message: FULL,
    });
  });

  it('o dono permite um membro criar agentes: a equipe recarrega; fora da regra, a mensagem do servidor', async () => {
    let allowed = false;
    const calls: unknown[] = [];
    const ownerOnly = 'Só o dono da equipe pode fazer isso.';
    const test = createTestClient({
      handlers: [
        http.get('/api/teams/', () => {
          const team = teamWith(2);
          team.team.members[1] = person(2, 'member', allowed);
          return HttpResponse.json(team);
        }),
        http.patch('/api/teams/members/{user_id}/', async ({ request, params }) => {
          const body = (await request.json()) as { can_create_agents: boolean };
          calls.push([params.user_id, body]);
          if (params.user_id !== '2') {
            return HttpResponse.json({ success: false, error: ownerOnly }, { status: 403 });
          }
          allowed = body.can_create_agents;
          return HttpResponse.json({
            success: true,
            message: 'Pessoa 2 agora pode criar agentes personalizados para a equipe.',
            member: person(2, 'member', allowed),
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => ({ team: useTeam(), update: useUpdateTeamMember() }), { wrapper });
    await waitFor(() => expect(result.current.team.data?.team.members[1]?.can_create_agents).toBe(false));
    const reply = await act(() => result.current.update.mutateAsync({ userId: 2, can_create_agents: true }));
    expect(reply.member).toMatchObject({ id: 2, can_create_agents: true });
    expect(calls).toEqual([['2', { can_create_agents: true }]]);
    await waitFor(() => expect(result.current.team.data?.team.members[1]?.can_create_agents).toBe(true));
    await expect(
      act(() => result.current.update.mutateAsync({ userId: 1, can_create_agents: false })),
    ).rejects.toMatchObject({ message: ownerOnly });
  });

  it('quem não é de equipe recebe a mensagem do servidor', async () => {
    const error = 'Você não faz parte de uma equipe. Equipes são do plano Enterprise.';
    const test = createTestClient({
      handlers: [
        http.get('/api/teams/', () => HttpResponse.json({ success: false, error }, { status: 403 })),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useTeam(), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe(error));
  });

  it('criar a conta pelo convite abre a sessão; aceitar um convite expirado diz por quê', async () => {
    const user = {
      id: 41,
      first_name: 'Joana',
      last_name: 'Lima',
      email: 'joana@empresa.com.br',
      phone: '',
      company: '',
      position: '',
      industry: '',
      address: '',
      city: '',
      state: '',
      country: '',
      postal_code: '',
      company_cnpj: '',
      timezone: '',
      is_superuser: false,
      phone_verified: false,
      pending_email: null,
    };
    const expired = 'Este convite expirou. Peça um novo convite ao dono da equipe.';
    const test = createTestClient({
      handlers: [
        http.post('/api/teams/invitations/register/', () =>
          HttpResponse.json({ access: 'a.b.c', refresh: 'd.e.f', user }, { status: 201 }),
        ),
        http.post('/api/teams/invitations/accept/', () =>
          HttpResponse.json({ success: false, error: expired }, { status: 410 }),
        ),
      ],
      user: null,
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ register: useRegisterFromInvitation(), accept: useAcceptInvitation() }),
      {
        wrapper,
      },
    );
    await act(() =>
      result.current.register.mutateAsync({
        token: 'tok',
        first_name: 'Joana',
        last_name: 'Lima',
        password: 'Pao&Cafe2026',
        confirm_password: 'Pao&Cafe2026',
        terms_accepted: true,
      }),
    );
    expect(test.client.session.getSnapshot().user).toMatchObject({ email: 'joana@empresa.com.br' });
    await expect(act(() => result.current.accept.mutateAsync('tok'))).rejects.toMatchObject({
      message: expired,
    });
  });
});
