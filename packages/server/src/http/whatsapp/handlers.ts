// WhatsApp Business (issue 31): the owner's number in Minha Conta › Integrações, and Meta's
// webhook for it. The webhook is public: its address names the number (a random id), and every
// POST is believed only when `X-Hub-Signature-256` is the HMAC of the raw bytes with that
// number's app secret, checked before the body is parsed.

import { timingSafeEqual } from 'node:crypto';
import { defineOperations } from '../../contract/define.ts';
import {
  appSecretOf,
  connectNumber,
  disconnectNumber,
  numberOfUser,
  numberOfWebhook,
  toConnection,
  updateResponder,
  verifyTokenOf,
} from '../../modules/whatsapp/connections.ts';
import { receiveWebhook } from '../../modules/whatsapp/inbound.ts';
import { WHATSAPP_MESSAGES as M } from '../../modules/whatsapp/messages.ts';
import { checkSignature } from '../../modules/whatsapp/signature.ts';
import type { Services } from '../../services.ts';

/** Meta's webhook bodies are small (a few KB); a bigger one is refused unread. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

const refused = (status: 401 | 403, error: string) => ({ status, body: { success: false as const, error } });

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function webhookNumber(services: Services, params: unknown) {
  const id = (params as { webhook_id?: unknown }).webhook_id;
  return typeof id === 'string' ? numberOfWebhook(services, id) : null;
}

export const whatsappOperations = defineOperations({
  whatsappGetConnection: {
    handler: async ({ user, services }) => {
      const row = await numberOfUser(services, user.id);
      return { status: 200, body: { success: true, connection: row ? toConnection(services, row) : null } };
    },
  },

  whatsappConnect: {
    invalidMessage: () => M.invalid,
    handler: async ({ body, user, services }) => {
      const row = await connectNumber(services, user.id, {
        phoneNumberId: body.phone_number_id,
        displayPhone: body.display_phone,
        accessToken: body.access_token.trim(),
        appSecret: body.app_secret.trim(),
        verifyToken: body.verify_token.trim(),
        responder: body.responder,
        customAgentId: body.custom_agent_id,
        templateName: body.template_name,
      });
      if ('error' in row) {
        return { status: row.status as 400 | 403 | 409, body: { success: false, error: row.error } };
      }
      return {
        status: 200,
        body: { success: true, message: M.connected, connection: toConnection(services, row) },
      };
    },
  },

  whatsappUpdateSettings: {
    invalidMessage: () => M.invalid,
    handler: async ({ body, user, services }) => {
      const row = await updateResponder(services, user.id, {
        responder: body.responder,
        customAgentId: body.custom_agent_id,
        templateName: body.template_name,
      });
      if ('error' in row) {
        return { status: row.status as 400 | 403 | 404, body: { success: false, error: row.error } };
      }
      return {
        status: 200,
        body: { success: true, message: M.saved, connection: toConnection(services, row) },
      };
    },
  },

  whatsappDisconnect: {
    handler: async ({ user, services }) => {
      await disconnectNumber(services, user.id);
      return { status: 200, body: { success: true, message: M.disconnected, connection: null } };
    },
  },

  whatsappVerifyWebhook: {
    handler: async ({ params, query, services }) => {
      const number = await webhookNumber(services, params);
      const token = query['hub.verify_token'];
      if (
        !number ||
        query['hub.mode'] !== 'subscribe' ||
        typeof token !== 'string' ||
        !sameText(token, verifyTokenOf(services, number))
      ) {
        return { status: 403, body: { success: false, error: M.verifyRefused } };
      }
      return {
        status: 200,
        body: query['hub.challenge'] ?? '',
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      };
    },
  },

  whatsappReceiveWebhook: {
    bodyLimit: WEBHOOK_BODY_LIMIT,
    invalidMessage: () => M.webhookInvalid,
    verifyRawBody: async ({ request, services, rawBody }) => {
      const number = await webhookNumber(services, request.params);
      if (!number) {
        return refused(403, M.webhookBadSignature);
      }
      const header = request.headers['x-hub-signature-256'];
      const check = checkSignature(
        rawBody,
        typeof header === 'string' ? header : undefined,
        appSecretOf(services, number),
      );
      if (!check.ok) {
        services.log.warn({ reason: check.reason }, 'Aviso do WhatsApp recusado');
        return check.reason === 'missing'
          ? refused(401, M.webhookMissingSignature)
          : refused(403, M.webhookBadSignature);
      }
      return null;
    },
    handler: async ({ params, body, services }) => {
      const number = await numberOfWebhook(services, params.webhook_id);
      if (!number) {
        return refused(403, M.webhookBadSignature);
      }
      await receiveWebhook(services, number, body);
      return { status: 200, body: { received: true } };
    },
  },
});
