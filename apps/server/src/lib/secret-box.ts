import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals a secret the server must read back (a staff member's TOTP secret), so that a copy of the
 * database alone does not give it away: AES-256-GCM under a key kept outside the database
 * (STAFF_SECRET_KEY). Without a key the secret is stored readable, marked so; a key set later
 * still opens those, and the next enrolment seals.
 */
export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
  readonly sealing: boolean;
}

const AES = 'aes256gcm';
const PLAIN = 'plain';

export function secretBox(base64Key: string | undefined): SecretBox {
  const key = base64Key === undefined ? undefined : Buffer.from(base64Key, 'base64');
  return {
    sealing: key !== undefined,
    seal(secret) {
      if (!key) return `${PLAIN}:${secret}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [AES, iv, cipher.getAuthTag(), sealed].map(encode).join(':');
    },
    open(stored) {
      const [kind, ...parts] = stored.split(':');
      if (kind === PLAIN) return parts.join(':');
      if (kind !== AES || parts.length !== 3) throw new Error('Not a sealed secret');
      if (!key) throw new Error('A sealed secret needs STAFF_SECRET_KEY to open');
      const [iv, tag, sealed] = parts.map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
    },
  };
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
