// MSW handlers of the 'Integrações' tab for its stories and tests (typed from the contract): the
// account's partner sites, created, changed and removed in memory; an origin with a path and an
// owner-only custom agent are refused as the server refuses them. The custom agents offered for
// publishing come from `customAgentsHandlers`.
import { type components, SITE_MONTHLY_MESSAGES_DEFAULT } from '@sppock/sdk';
import { type CustomAgent, customAgentsFixture } from '../customAgents/fixtures';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { http } from '../testing/msw';

type EmbedSite = components['schemas']['EmbedSite'];
type WhatsappConnection = components['schemas']['WhatsappConnection'];

/** A connected WhatsApp Business number, as the server shows it (secrets masked). */
export const WHATSAPP_CONNECTION: WhatsappConnection = {
  phone_number_id: '106540352242922',
  display_phone: '+55 11 98765-4321',
  responder: 'commander',
  custom_agent_id: null,
  template_name: 'retomada_atendimento',
  webhook_url: 'https://app.sppock.com.br/api/whatsapp/webhook/4f8e2b1c-7a3d-4c9e-b1f0-2d6a8e5c3b71/',
  access_token_hint: '••••k3Xz',
  verify_token_hint: '••••2026',
  connected_at: '2026-11-20T14:03:00-03:00',
};

export const EMBED_SITES: EmbedSite[] = [
  {
    id: 3,
    name: 'Loja Aurora',
    site_key: 'sk_4f9c2a7e1b3d5f608a9c2e4b6d8f0a1c',
    allowed_origins: ['https://www.lojaaurora.com.br', 'https://lojaaurora.com.br'],
    widgets: ['chatbot', 'commander'],
    monthly_messages: 200,
    messages_this_month: 37,
    published_agents: [{ id: 'cag_7Hq2LmX9pR4tVw8K', name: 'Propostas Boa Vista' }],
    created: '2026-04-02T14:31:05-03:00',
  },
];

export interface IntegrationsHandlerOptions {
  /** The sites the account starts with. @default EMBED_SITES */
  sites?: EmbedSite[];
  /** How the list loads. @default 'ok' */
  list?: FixtureState;
  /** The team's custom agents a site may publish (the same as `customAgentsHandlers`'). @default customAgentsFixture() */
  agents?: CustomAgent[];
  /** The WhatsApp number the account starts with. @default null (none connected) */
  whatsapp?: WhatsappConnection | null;
  /** How the WhatsApp number loads. @default 'ok' */
  whatsappState?: FixtureState;
}

export function integrationsHandlers({
  sites: initial = EMBED_SITES,
  list = 'ok',
  agents = customAgentsFixture(),
  whatsapp: initialWhatsapp = null,
  whatsappState = 'ok',
}: IntegrationsHandlerOptions = {}) {
  let sites = [...initial];
  let nextId = 100;
  let whatsapp = initialWhatsapp;
  return [
    http.get('/api/integrations/whatsapp/', ({ response }) => {
      if (whatsappState === 'loading') {
        return fixtureForever();
      }
      if (whatsappState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ success: true, connection: whatsapp });
    }),
    http.put('/api/integrations/whatsapp/', async ({ request, response }) => {
      const body = await request.json();
      if (body.phone_number_id === '106540352242000') {
        return response(409).json({
          success: false,
          error: 'Este número do WhatsApp já está ligado a outra conta do Sppock.',
        });
      }
      whatsapp = {
        ...WHATSAPP_CONNECTION,
        phone_number_id: body.phone_number_id,
        display_phone: body.display_phone ?? '',
        responder: body.responder,
        custom_agent_id: body.custom_agent_id ?? null,
        template_name: body.template_name ?? null,
        access_token_hint: `••••${body.access_token.slice(-4)}`,
        verify_token_hint: `••••${body.verify_token.slice(-4)}`,
      };
      return response(200).json({
        success: true,
        message: 'Número do WhatsApp ligado. Cadastre o webhook no painel da Meta.',
        connection: whatsapp,
      });
    }),
    http.patch('/api/integrations/whatsapp/', async ({ request, response }) => {
      if (!whatsapp) {
        return response(404).json({
          success: false,
          error: 'Nenhum número do WhatsApp ligado a esta conta.',
        });
      }
      const body = await request.json();
      whatsapp = {
        ...whatsapp,
        responder: body.responder,
        custom_agent_id: body.custom_agent_id ?? null,
        ...(body.template_name === undefined ? {} : { template_name: body.template_name }),
      };
      return response(200).json({
        success: true,
        message: 'Configuração do WhatsApp salva.',
        connection: whatsapp,
      });
    }),
    http.delete('/api/integrations/whatsapp/', ({ response }) => {
      whatsapp = null;
      return response(200).json({
        success: true,
        message: 'Número do WhatsApp desligado.',
        connection: null,
      });
    }),
    http.get('/api/embed/sites/', ({ response }) => {
      if (list === 'loading') {
        return fixtureForever();
      }
      if (list === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({ success: true, sites, max_sites: 20 });
    }),
    http.post('/api/embed/sites/', async ({ request, response }) => {
      const body = await request.json();
      const invalid = body.allowed_origins.find((origin) => !/^https:\/\/[^/]+$/.test(origin));
      if (invalid) {
        return response(400).json({
          success: false,
          error: `Origem inválida: "${invalid}". Use https://dominio[:porta], sem caminho.`,
        });
      }
      nextId += 1;
      const site: EmbedSite = {
        id: nextId,
        name: body.name,
        site_key: `sk_${String(nextId).padStart(32, '0')}`,
        allowed_origins: body.allowed_origins,
        widgets: body.widgets,
        monthly_messages: body.monthly_messages ?? SITE_MONTHLY_MESSAGES_DEFAULT,
        messages_this_month: 0,
        published_agents: [],
        created: '2026-04-03T10:00:00-03:00',
      };
      sites = [site, ...sites];
      return response(201).json({
        success: true,
        data: site,
        message: 'Site cadastrado. Copie o snippet para a sua página.',
      });
    }),
    http.patch('/api/embed/sites/{id}/', async ({ params, request, response }) => {
      const site = sites.find((row) => row.id === Number(params.id));
      if (!site) {
        return response(404).json({ success: false, error: 'Site não encontrado.' });
      }
      const body = await request.json();
      const published = (body.published_agents ?? []).map((id) => agents.find((agent) => agent.id === id));
      const ownerOnly = published.find((agent) => agent?.audience === 'owner');
      if (ownerOnly) {
        return response(400).json({
          success: false,
          error: `O agente ${ownerOnly.name} é só do dono e não pode ser publicado num site. Compartilhe-o com a equipe antes de publicar.`,
        });
      }
      const changed: EmbedSite = {
        ...site,
        ...(body.monthly_messages === undefined ? {} : { monthly_messages: body.monthly_messages }),
        ...(body.published_agents === undefined
          ? {}
          : {
              published_agents: published
                .filter((agent): agent is CustomAgent => agent !== undefined)
                .map(({ id, name }) => ({ id, name })),
            }),
      };
      sites = sites.map((row) => (row.id === site.id ? changed : row));
      return response(200).json({ success: true, data: changed, message: 'Site atualizado.' });
    }),
    http.delete('/api/embed/sites/{id}/', ({ params, response }) => {
      const before = sites.length;
      sites = sites.filter((site) => site.id !== Number(params.id));
      return sites.length < before
        ? response(200).json({ success: true, message: 'Site removido.' })
        : response(404).json({ success: false, error: 'Site não encontrado.' });
    }),
  ];
}
