import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailTransport, type Mail } from '../lib/mail-transport.ts';

export type { Mail } from '../lib/mail-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends in the background: the caller's answer never waits for (or reveals) delivery. */
    sendMail(mail: Mail): void;
    /** Sends and waits: resolves once accepted, throws when not (the notice jobs, ADR 0036). */
    deliverMail(mail: Mail): Promise<void>;
  }
}

export interface MailerOptions {
  /** Keeps a mail in the outbox table (the account module's, handed in by app.ts). */
  storeInOutbox: (mail: Mail) => Promise<void>;
}

/**
 * Mail goes over SMTP when SMTP_URL is set; otherwise into the outbox table, with a log line
 * naming recipient and subject (never the body, which may carry a token).
 */
export const mailerPlugin = fp(function mailer(
  app: FastifyInstance,
  { storeInOutbox }: MailerOptions,
) {
  const { SMTP_URL, MAIL_FROM } = app.config;
  const transport = mailTransport({ smtpUrl: SMTP_URL, from: MAIL_FROM, storeInOutbox });
  const pending = new Set<Promise<void>>();

  const deliver = async (mail: Mail): Promise<void> => {
    const via = await transport.deliver(mail);
    app.log.info(
      { to: mail.to, subject: mail.subject },
      via === 'smtp' ? 'mail sent' : 'mail stored in the outbox (no SMTP_URL)',
    );
  };

  app.decorate('deliverMail', deliver);
  app.decorate('sendMail', (mail: Mail) => {
    const sending = deliver(mail)
      .catch((error: unknown) => app.log.error({ err: error, to: mail.to }, 'mail failed'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  });

  // Let mail already accepted finish before the database closes.
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
    transport.close();
  });
});
