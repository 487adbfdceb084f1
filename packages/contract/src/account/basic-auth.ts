/**
 * The login call carries the credentials in a Basic authorization header (ACCOUNT-2).
 * Encoding and decoding live together so both sides agree on UTF-8 and the first colon.
 */
export interface Credentials {
  email: string;
  password: string;
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeBasicAuth({ email, password }: Credentials): string {
  return `Basic ${toBase64(`${email}:${password}`)}`;
}

/** Returns null for anything that is not a well-formed Basic header with an email and a password. */
export function decodeBasicAuth(header: string | undefined): Credentials | null {
  const match = /^Basic ([^\s]+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return null;
  const decoded = fromBase64(match[1]);
  if (decoded === null) return null;
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const email = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  if (!password) return null;
  return { email, password };
}
