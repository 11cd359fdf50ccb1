// MSW handlers of the 'Equipe' tab and the invitation screen (typed from the contract).
import { PLAN_SEATS, type Schema } from '@sppock/sdk';
import { fixtureUser } from '../shell/fixtures';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { http } from '../testing/msw';

type Person = Schema<'TeamPerson'>;
type Invitation = Schema<'TeamInvitation'>;

/** The signed-in fixture user (the test host signs this user in). */
const ME = fixtureUser();

export const TEAM_FULL_MESSAGE =
  "Sua equipe já ocupa os 10 lugares do plano Enterprise. Usuários extras são liberados sob consulta, com preço promocional: peça em 'Agendar Demo Enterprise', na página inicial.";

const NAMES = [
  'Paulo Souza',
  'Lúcia Reis',
  'Joana Lima',
  'Carlos Mendes',
  'Beatriz Rocha',
  'Rafael Dias',
  'Ana Prado',
  'Marcos Teles',
  'Sofia Nunes',
];

/** The people of a fixture team: the owner (named after the fixture user, id `ownerId`) and `count - 1` members. */
export function teamPeople(count: number, ownerId: number): Person[] {
  const owner: Person = {
    id: ownerId,
    name: `${ME.first_name} ${ME.last_name}`,
    email: ME.email,
    role: 'owner',
    can_create_agents: true,
    joined_at: '2026-03-02T10:00:00Z',
  };
  const members = NAMES.slice(0, Math.max(0, count - 1)).map(
    (name, index): Person => ({
      id: 100 + index,
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@padariaboavista.com.br`,
      role: 'member',
      // Lúcia Reis creates agents for the team; the others only use them.
      can_create_agents: index === 1,
      joined_at: `2026-03-${String(5 + index).padStart(2, '0')}T09:00:00Z`,
    }),
  );
  return [owner, ...members];
}

export interface TeamHandlerOptions {
  /** The caller's role. @default 'owner' */
  role?: 'owner' | 'member';
  /** People in the team, the owner included. @default 3 */
  people?: number;
  /** Open invitations (the first is expired when `expired`). @default 1 */
  invitations?: number;
  expired?: boolean;
  state?: FixtureState;
  usageState?: FixtureState;
}

export function teamHandlers({
  role = 'owner',
  people = 3,
  invitations = 1,
  expired = false,
  state = 'ok',
  usageState = 'ok',
}: TeamHandlerOptions = {}) {
  const ownerId = role === 'owner' ? ME.id : 99;
  let members = teamPeople(people, ownerId);
  if (role === 'member') {
    const me = members[1];
    members = members.map((person) =>
      person === me ? { ...person, id: ME.id, name: 'Você Mesmo', email: ME.email } : person,
    );
    members[0] = {
      ...(members[0] as Person),
      name: 'Mariana Costa',
      email: 'mariana.costa@padariaboavista.com.br',
    };
  }
  let open: Invitation[] = Array.from({ length: invitations }, (_, index) => ({
    id: `inv_fixture${index}`,
    email: `convidado${index + 1}@padariaboavista.com.br`,
    status: expired && index === 0 ? 'expired' : 'pending',
    sent_at: '2026-03-20T14:00:00Z',
    expires_at: expired && index === 0 ? '2026-03-27T14:00:00Z' : '2026-04-03T14:00:00Z',
  }));
  const reserved = () => open.filter((invitation) => invitation.status === 'pending').length;
  return [
    http.get('/api/teams/', async ({ response }) => {
      if (state === 'loading') {
        return fixtureForever();
      }
      if (state === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({
        success: true,
        team: {
          id: 4,
          role,
          owner_id: ownerId,
          seats: {
            used: members.length,
            limit: PLAN_SEATS.enterprise,
            reserved: role === 'owner' ? reserved() : 0,
          },
          members,
          invitations: role === 'owner' ? open : [],
        },
      });
    }),
    http.get('/api/teams/usage/', async ({ response }) => {
      if (usageState === 'loading') {
        return fixtureForever();
      }
      if (usageState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      const rows = members.map((person, index) => ({
        id: person.id,
        name: person.name,
        email: person.email,
        role: person.role,
        tokens: 180_000 - index * 40_000,
        cost_brl: Math.round((1.35 - index * 0.3) * 100) / 100,
        conversations: 14 - index * 3,
      }));
      return response(200).json({
        success: true,
        cycle_start: '2026-03-02T10:00:00Z',
        cycle_end: '2026-04-01T10:00:00Z',
        members: rows,
        totals: {
          tokens: rows.reduce((sum, row) => sum + row.tokens, 0),
          cost_brl: Math.round(rows.reduce((sum, row) => sum + row.cost_brl, 0) * 100) / 100,
          conversations: rows.reduce((sum, row) => sum + row.conversations, 0),
        },
      });
    }),
    http.post('/api/teams/invitations/', async ({ request, response }) => {
      const { email } = await request.json();
      if (members.length + reserved() >= 10) {
        return response(409).json({ success: false, error: TEAM_FULL_MESSAGE });
      }
      const invitation: Invitation = {
        id: `inv_new${open.length}`,
        email,
        status: 'pending',
        sent_at: '2026-03-28T14:00:00Z',
        expires_at: '2026-04-04T14:00:00Z',
      };
      open = [...open, invitation];
      return response(201).json({ success: true, message: `Convite enviado para ${email}.`, invitation });
    }),
    http.post('/api/teams/invitations/{id}/resend/', async ({ params, response }) => {
      const found = open.find((invitation) => invitation.id === params.id);
      if (!found) {
        return response(404).json({ success: false, error: 'Convite não encontrado.' });
      }
      const invitation: Invitation = { ...found, status: 'pending', expires_at: '2026-04-04T14:00:00Z' };
      open = open.map((row) => (row.id === found.id ? invitation : row));
      return response(200).json({
        success: true,
        message: `Convite reenviado para ${found.email}.`,
        invitation,
      });
    }),
    http.delete('/api/teams/invitations/{id}/', async ({ params, response }) => {
      const found = open.find((invitation) => invitation.id === params.id);
      if (!found) {
        return response(404).json({ success: false, error: 'Convite não encontrado.' });
      }
      open = open.filter((row) => row.id !== found.id);
      return response(200).json({ success: true, message: `Convite para ${found.email} revogado.` });
    }),
    http.delete('/api/teams/members/{user_id}/', async ({ params, response }) => {
      const found = members.find((person) => person.id === Number(params.user_id));
      if (!found) {
        return response(404).json({ success: false, error: 'Membro não encontrado.' });
      }
      members = members.filter((person) => person !== found);
      return response(200).json({
        success: true,
        message: `${found.name} saiu da equipe e voltou ao plano Free.`,
      });
    }),
    http.patch('/api/teams/members/{user_id}/', async ({ params, request, response }) => {
      const { can_create_agents } = await request.json();
      const found = members.find((person) => person.id === Number(params.user_id));
      if (role !== 'owner') {
        return response(403).json({ success: false, error: 'Só o dono da equipe pode fazer isso.' });
      }
      if (!found) {
        return response(404).json({ success: false, error: 'Membro não encontrado.' });
      }
      const member: Person = { ...found, can_create_agents };
      members = members.map((person) => (person === found ? member : person));
      return response(200).json({
        success: true,
        message: can_create_agents
          ? `${found.name} agora pode criar agentes personalizados para a equipe.`
          : `${found.name} não cria mais agentes personalizados. Os agentes que criou continuam na equipe, com você.`,
        member,
      });
    }),
    http.post('/api/teams/owner/', async ({ request, response }) => {
      const { user_id } = await request.json();
      const found = members.find((person) => person.id === user_id);
      if (!found) {
        return response(404).json({ success: false, error: 'Membro não encontrado.' });
      }
      return response(200).json({ success: true, message: `${found.name} agora é o dono da equipe.` });
    }),
    http.post('/api/teams/leave/', async ({ response }) =>
      response(200).json({
        success: true,
        message: 'Você saiu da equipe e voltou ao plano Free. Suas conversas continuam com você.',
      }),
    ),
  ];
}

export interface InvitationHandlerOptions {
  /** `expired` answers 410, `used` 404. @default 'valid' */
  link?: 'valid' | 'expired' | 'used';
  accountExists?: boolean;
}

export function invitationHandlers({ link = 'valid', accountExists = false }: InvitationHandlerOptions = {}) {
  return [
    http.post('/api/teams/invitations/preview/', async ({ response }) => {
      if (link === 'expired') {
        return response(410).json({
          success: false,
          error: 'Este convite expirou. Peça um novo convite ao dono da equipe.',
        });
      }
      if (link === 'used') {
        return response(404).json({
          success: false,
          error:
            'Este convite não é válido: ele já foi usado ou revogado. Peça um novo convite ao dono da equipe.',
        });
      }
      return response(200).json({
        success: true,
        email: ME.email,
        owner_name: 'Mariana Costa',
        account_exists: accountExists,
        expires_at: '2026-04-04T14:00:00Z',
      });
    }),
    http.post('/api/teams/invitations/accept/', async ({ response }) =>
      response(200).json({
        success: true,
        message: 'Você agora faz parte da equipe de Mariana Costa, no plano Enterprise.',
      }),
    ),
    http.post('/api/teams/invitations/register/', async ({ response }) =>
      response(201).json({
        access: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.c2ln',
        refresh: 'eyJhbGciOiJIUzI1NiJ9.eyJ0IjoicmVmcmVzaCJ9.c2ln',
        user: ME,
      }),
    ),
  ];
}
