import type { FastifyRequest } from 'fastify';

export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether a browser says the request came from the app's own origin (non-browsers send neither). */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Browsers that omit Origin still send Sec-Fetch-Site; non-browser clients send neither.
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  return origin === `${request.protocol}://${request.host}` || origin === publicOrigin;
}
