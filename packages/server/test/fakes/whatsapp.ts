// A local fake of the WhatsApp Cloud API (the Graph API) and of Meta's webhook sender, speaking
// the real JSON: `POST /{phone-number-id}/messages` answers `{messages:[{id}]}`, `GET /{media-id}`
// answers `{url}` and the URL answers the file's bytes. Anything else is a 404 that the test sees
// in `requests` (no call is answered quietly).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../../src/modules/whatsapp/signature.ts';

export interface GraphRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

export interface SentMessage {
  phoneNumberId: string;
  to: string;
  type: string;
  text?: string;
  template?: string;
}

export interface FakeGraph {
  url: string;
  requests: GraphRequest[];
  /** Every message the server sent, oldest first. */
  sent: SentMessage[];
  /** A file the next webhook can name by its media id; `url` overrides where the lookup points. */
  addMedia(bytes: Buffer, options?: { url?: string }): string;
  close(): Promise<void>;
}

export async function startFakeGraph(): Promise<FakeGraph> {
  const requests: GraphRequest[] = [];
  const sent: SentMessage[] = [];
  const media = new Map<string, { bytes: Buffer; url: string | undefined }>();
  let outbound = 0;
  let base = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake.local').pathname;
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const send = path.match(/^\/(\d+)\/messages$/);
      if (req.method === 'POST' && send?.[1]) {
        const payload = JSON.parse(body) as {
          to: string;
          type: string;
          text?: { body: string };
          template?: { name: string };
        };
        outbound += 1;
        sent.push({
          phoneNumberId: send[1],
          to: payload.to,
          type: payload.type,
          ...(payload.text ? { text: payload.text.body } : {}),
          ...(payload.template ? { template: payload.template.name } : {}),
        });
        json(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: payload.to, wa_id: payload.to }],
          messages: [{ id: `wamid.OUT${outbound}` }],
        });
        return;
      }
      const file = path.match(/^\/files\/([\w-]+)$/);
      if (req.method === 'GET' && file?.[1] && media.has(file[1])) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(media.get(file[1])?.bytes);
        return;
      }
      const lookup = path.match(/^\/([\w-]+)$/);
      if (req.method === 'GET' && lookup?.[1] && media.has(lookup[1])) {
        const item = media.get(lookup[1]);
        json(200, {
          id: lookup[1],
          url: item?.url ?? `${base}/files/${lookup[1]}`,
          messaging_product: 'whatsapp',
        });
        return;
      }
      json(404, { error: { message: `Rota desconhecida no fake: ${req.method} ${path}`, code: 100 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    sent,
    addMedia(bytes, options = {}) {
      const id = `m${randomBytes(6).toString('hex')}`;
      media.set(id, { bytes, url: options.url });
      return id;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let sequence = 0;

/** A WhatsApp message id as Meta writes them. */
export function waMessageId(): string {
  sequence += 1;
  return `wamid.HBgNNTUxMTk${randomBytes(8).toString('hex')}${sequence}`;
}

/** The webhook body Meta posts for one inbound message (`entry[].changes[].value.messages[]`). */
export function inboundPayload(input: {
  phoneNumberId: string;
  from: string;
  name?: string;
  id?: string;
  timestamp: Date;
  message: Record<string, unknown>;
}): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511987650000', phone_number_id: input.phoneNumberId },
              contacts: [{ profile: { name: input.name ?? 'Marina Duarte' }, wa_id: input.from }],
              messages: [
                {
                  from: input.from,
                  id: input.id ?? waMessageId(),
                  timestamp: String(Math.floor(input.timestamp.getTime() / 1000)),
                  ...input.message,
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** The webhook body of status callbacks (`value.statuses[]`). */
export function statusPayload(
  phoneNumberId: string,
  statuses: { id: string; status: string; recipient: string; timestamp: Date }[],
): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511987650000', phone_number_id: phoneNumberId },
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                recipient_id: s.recipient,
                timestamp: String(Math.floor(s.timestamp.getTime() / 1000)),
              })),
            },
          },
        ],
      },
    ],
  };
}

/** Meta's signed delivery: the raw bytes and their `X-Hub-Signature-256`. */
export function signedDelivery(payload: unknown, appSecret: string): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  return { body, signature: signBody(body, appSecret) };
}
