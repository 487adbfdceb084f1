import { Validator } from '@seriousme/openapi-schema-validator';
import { allEndpoints } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

/** The calls the original spec lists (restated in docs/product), as it writes them. */
const SPEC_CALLS = [
  'POST /api/account/create',
  'POST /api/account/login',
  'POST /api/account/deleteAccount',
  'GET /api/account/subscriptionTypes',
  'POST /api/account/setMarket',
  'POST /api/account/password/forgot',
  'POST /api/account/password/reset',
  'POST /api/account/password/change',
  'GET /api/account/profile',
  'GET /api/account/vouchers',
  'POST /api/account/selectedVoucher/update/{activationVoucherId}',
  'GET /api/account/redemptions',
  'GET /api/account/activation/{activationVoucherId}',
  'POST /api/account/profile/update',
  'GET /api/account/expired',
  'POST /api/account/activate',
  'POST /api/account/activateSubscription',
  'POST /api/account/payment-instrument/update/{activationVoucherId}',
  'GET /api/account/logout',
  'POST /api/account/logout',
  'GET /api/version/minimumVersion/{os}',
  'GET /api/version/minimumVersion',
  'GET /api/market/get/{marketId}',
  'GET /api/market/getall',
  'GET /api/market/getByGeolocation',
  'GET /api/category/getall/{marketId}',
  'GET /api/mobileAds/market/{marketId}',
  'GET /api/merchant/get/{id}',
  'GET /api/merchant/getAll',
  'GET /api/merchant/getByFranchisorId',
  'GET /api/merchant/getCategory',
  'POST /api/merchant/offer/redeem',
  'GET /api/validate/paymentCardNumber/{number}',
];

interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  responses: Record<string, { 'x-error-codes'?: { code: number | string; field?: string }[] }>;
}
type Paths = Record<string, Record<string, Operation>>;

const testApp = useTestApp();

async function fetchDocument() {
  const response = await testApp().app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json<{ openapi: string; paths: Paths }>();
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every call the original spec named', async () => {
    const { paths } = await fetchDocument();
    const listed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it('lists every declared endpoint once, under its name', async () => {
    const { paths } = await fetchDocument();
    const names = Object.values(paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(names.sort()).toEqual(allEndpoints.map((endpoint) => endpoint.name).sort());
  });

  it('describes parameters and error answers, with the field a form shows them on', async () => {
    const { paths } = await fetchDocument();
    const merchants = paths['/api/merchant/getCategory']?.get;
    expect(merchants?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'marketId', in: 'query', required: true }),
        expect.objectContaining({ name: 'latitude', in: 'query', required: false }),
      ]),
    );
    const create = paths['/api/account/create']?.post;
    expect(create?.responses['400']?.['x-error-codes']).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 6, field: 'emailAddress' })]),
    );
    expect(create?.responses['429']).toBeDefined();
    expect(paths['/api/merchant/offer/redeem']?.post?.responses['409']).toBeDefined();
  });
});

describe('GET /api/docs', () => {
  it('renders the document with Swagger UI served from this server', async () => {
    const { app } = testApp();
    const page = await app.inject({ url: '/api/docs' });
    const html =
      page.statusCode === 302
        ? (await app.inject({ url: String(page.headers.location) })).body
        : page.body;
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.js/);
    const bundle = await app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    // Its page policy allows nothing from other hosts.
    expect(String(page.headers['content-security-policy'])).not.toMatch(/https?:|validator/);
  });

  it("answers with a policy as strict as the app's and revalidates its files (issue 27)", async () => {
    const { app } = testApp();
    for (const url of [
      '/api/docs',
      '/api/docs/static/index.html',
      '/api/docs/static/swagger-ui-bundle.js',
    ]) {
      const answer = await app.inject({ url });
      const policy = String(answer.headers['content-security-policy']);
      expect(policy, url).toMatch(/style-src 'self';/);
      expect(policy, url).not.toContain('unsafe-inline');
      expect(policy, url).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
