import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Logos and ad images of the demo data, drawn here so nothing loads from third-party hosts. */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const hue = z.coerce.number().int().min(0).max(359).default(205);

export function logoSvg(text: string, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"><rect width="96" height="96" rx="20" fill="hsl(${h} 60% 38%)"/><text x="48" y="60" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(text)}</text></svg>`;
}

export function adSvg(title: string, subtitle: string, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 32%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 70% 24%)"/></linearGradient></defs><rect width="640" height="240" fill="url(#g)"/><circle cx="560" cy="40" r="120" fill="#fff" opacity=".08"/><text x="32" y="100" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(title)}</text><text x="32" y="150" font-family="system-ui, sans-serif" font-size="26" fill="#fff">${escapeXml(subtitle)}</text><text x="32" y="206" font-family="system-ui, sans-serif" font-size="18" fill="#fff" opacity=".85">Only with Citybook</text></svg>`;
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheFor = 'public, max-age=86400';
  app.get(
    '/media/logo.svg',
    { schema: { querystring: z.object({ text: z.string().max(3).default(''), hue }) } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Cache-Control', cacheFor)
        .send(logoSvg(request.query.text, request.query.hue)),
  );
  app.get(
    '/media/ad.svg',
    {
      schema: {
        querystring: z.object({
          title: z.string().max(60).default(''),
          subtitle: z.string().max(80).default(''),
          hue,
        }),
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Cache-Control', cacheFor)
        .send(adSvg(request.query.title, request.query.subtitle, request.query.hue)),
  );
};
