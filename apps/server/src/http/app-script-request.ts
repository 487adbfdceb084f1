import { AppRequestHeader } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.toLowerCase();
}

/**
 * Whether a script of the app made this request, not an `<img>`, a link, a form or another site:
 * it carries AppRequestHeader (which a cross-origin page cannot add without a CORS consent the
 * server never gives), or the browser's fetch metadata shows a same-origin fetch() with no
 * destination. A browser that names another site (same-site pages on other ports included) is
 * refused whatever else the request says.
 */
export function isAppScriptRequest(request: FastifyRequest): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  if (header(request, AppRequestHeader.name) === AppRequestHeader.value.toLowerCase()) return true;
  const mode = header(request, 'sec-fetch-mode');
  return (
    site === 'same-origin' &&
    (mode === 'cors' || mode === 'same-origin') &&
    header(request, 'sec-fetch-dest') === 'empty'
  );
}
