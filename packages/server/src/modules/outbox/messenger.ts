// E-mail and SMS delivery. Embedded default: every message is stored in `outbox_messages` and
// printed in the log (readable at GET /__dev/outbox outside production). With SMTP_URL set,
// e-mail goes out through nodemailer (loaded with the first e-mail: a server without SMTP never
// loads it); with SMS_PROVIDER_URL set, SMS goes to an HTTP provider.
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from './schema.ts';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  /** E-mail address, or phone in E.164 (`+5531987654321`). */
  to: string;
  subject: string | null;
  body: string;
}

export interface MessengerOptions {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl: string | null;
  mailFrom: string;
  smsProviderUrl: string | null;
  smsProviderToken: string | null;
  /** In production the log gets no message bodies (they carry codes and reset links). */
  production?: boolean;
}

export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

export class Messenger {
  private readonly options: MessengerOptions;
  private transporter: Promise<Transporter> | null = null;
  private opened: Transporter | null = null;

  constructor(options: MessengerOptions) {
    this.options = options;
  }

  /** Which channels leave the machine (the rest go to the outbox). */
  get delivery(): Record<Channel, 'outbox' | 'smtp' | 'http'> {
    return {
      email: this.options.smtpUrl ? 'smtp' : 'outbox',
      sms: this.options.smsProviderUrl ? 'http' : 'outbox',
    };
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'email' && this.options.smtpUrl) {
      try {
        const transporter = await this.smtp(this.options.smtpUrl);
        await transporter.sendMail({
          to: message.to,
          subject: message.subject ?? '',
          text: message.body,
        });
      } catch (error) {
        throw new DeliveryError(`Falha ao enviar e-mail por SMTP: ${(error as Error).message}`);
      }
      return;
    }
    if (message.channel === 'sms' && this.options.smsProviderUrl) {
      await this.sendSms(this.options.smsProviderUrl, this.options.smsProviderToken ?? '', message);
      return;
    }
    await this.options.db.insert(outboxMessages).values({
      recipient: message.to,
      channel: message.channel,
      subject: message.subject,
      body: message.body,
    });
    const body = this.options.production ? '(conteúdo omitido em produção)' : message.body;
    this.options.log.info(
      { outbox: { channel: message.channel, to: message.to, subject: message.subject } },
      `[caixa de saída] ${message.channel === 'email' ? 'e-mail' : 'SMS'} para ${message.to}: ${body}`,
    );
  }

  /** Sends every message; a failed one is logged and does not stop the others. */
  async sendAll(messages: OutgoingMessage[]): Promise<{ delivered: number; failed: number }> {
    let delivered = 0;
    let failed = 0;
    for (const message of messages) {
      try {
        await this.send(message);
        delivered += 1;
      } catch (error) {
        failed += 1;
        this.options.log.error({ err: error, channel: message.channel }, 'Falha na entrega de mensagem');
      }
    }
    return { delivered, failed };
  }

  /** The SMTP transport, made with the first e-mail. */
  private smtp(smtpUrl: string): Promise<Transporter> {
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) => {
      this.opened = nodemailer.createTransport(smtpUrl, { from: this.options.mailFrom });
      return this.opened;
    });
    return this.transporter;
  }

  private async sendSms(url: string, token: string, message: OutgoingMessage): Promise<void> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ to: message.to, message: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new DeliveryError(`Provedor de SMS inacessível: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new DeliveryError(`Provedor de SMS respondeu ${response.status}: ${text.slice(0, 200)}`);
    }
  }

  close(): void {
    this.opened?.close();
  }
}
