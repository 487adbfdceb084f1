import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one (notices: ADR 0036). */
  html?: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the mail is accepted (by the SMTP server, or kept in the outbox). */
  deliver(mail: Mail): Promise<'smtp' | 'outbox'>;
  close(): void;
}

/**
 * Mail goes over SMTP when `smtpUrl` is set; otherwise into the outbox (kept by the account
 * module; handed in by whoever composes the app: app.ts or the operator commands).
 */
export function mailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  storeInOutbox: (mail: Mail) => Promise<void>;
}): MailTransport {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async deliver(mail) {
      if (!transport) {
        await options.storeInOutbox(mail);
        return 'outbox';
      }
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        ...(mail.headers === undefined ? {} : { headers: mail.headers }),
      });
      return 'smtp';
    },
    close() {
      transport?.close();
    },
  };
}
