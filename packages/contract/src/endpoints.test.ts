import { describe, expect, it } from 'vitest';
import { summaryOf, whenOf } from './api-docs.ts';
import { CommonErrors, errorsOf, fieldOfError, urlOf, type Endpoint } from './endpoint.ts';
import { allEndpoints, Api } from './endpoints.ts';

describe('the endpoint catalogue', () => {
  it('declares each endpoint in the area it names, under its own name', () => {
    for (const [area, endpoints] of Object.entries<Record<string, Endpoint>>(Api)) {
      for (const [name, endpoint] of Object.entries(endpoints)) {
        expect({ area: endpoint.area, name: endpoint.name }).toEqual({ area, name });
      }
    }
  });

  it('has one endpoint per method and path, and unique names', () => {
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(allEndpoints.length);
    expect(new Set(allEndpoints.map((endpoint) => endpoint.name)).size).toBe(allEndpoints.length);
  });

  it('documents every endpoint and every answer it can give (the API reference)', () => {
    for (const endpoint of allEndpoints) {
      expect(summaryOf(endpoint), endpoint.name).toMatch(/\w/);
      for (const answer of errorsOf(endpoint))
        expect(whenOf(answer), `${endpoint.name} ${String(answer.code)}`).toMatch(/\w/);
    }
  });

  it('refuses to document an answer that is no named answer of an area', () => {
    expect(() => whenOf({ status: 418, code: 'teapot' })).toThrow(/no named answer/);
  });

  it('names every path parameter in the params schema, and none besides', () => {
    for (const endpoint of allEndpoints) {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const shape =
        endpoint.params && 'shape' in endpoint.params
          ? Object.keys(endpoint.params.shape as object)
          : [];
      expect(shape.sort(), endpoint.name).toEqual(inPath.sort());
    }
  });
});

describe('urlOf', () => {
  it('fills in and encodes path parameters', () => {
    expect(
      urlOf(Api.activation.validatePaymentCardNumber, { params: { number: '4242 42/42' } }),
    ).toBe('/api/validate/paymentCardNumber/4242%2042%2F42');
    expect(urlOf(Api.market.getMarket, { params: { marketId: 7 } })).toBe('/api/market/get/7');
  });

  it('leaves out undefined query values and keeps the order given', () => {
    expect(
      urlOf(Api.catalog.getAllMerchants, {
        query: { marketId: 3, latitude: undefined, longitude: undefined, groupByFranchisor: true },
      }),
    ).toBe('/api/merchant/getAll?marketId=3&groupByFranchisor=true');
  });

  it('is the bare path for an endpoint without parameters', () => {
    expect(urlOf(Api.account.getProfile)).toBe('/api/account/profile');
  });
});

describe('errorsOf', () => {
  it('adds the answers a declaration implies', () => {
    const errors = errorsOf(Api.account.changePassword);
    expect(errors).toEqual(
      expect.arrayContaining([
        CommonErrors.notLoggedIn,
        CommonErrors.guest,
        CommonErrors.rateLimited,
        CommonErrors.unsupportedMediaType,
        CommonErrors.unknown,
      ]),
    );
  });

  it('implies no login or body errors for a public read', () => {
    const codes = errorsOf(Api.market.getMarkets).map((answer) => answer.code);
    expect(codes).not.toContain(CommonErrors.notLoggedIn.code);
    expect(codes).not.toContain(CommonErrors.validation.code);
  });

  it('names the form field of a declared answer', () => {
    expect(fieldOfError(Api.account.createAccount, 400, 6)).toBe('emailAddress');
    expect(fieldOfError(Api.account.login, 401, 401)).toBeUndefined();
  });
});
