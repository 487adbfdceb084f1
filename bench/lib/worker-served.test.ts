import { describe, expect, it } from 'vitest';
import { workerServed, type DevtoolsEvent } from './worker-served.ts';

const origin = 'http://127.0.0.1:4000';

function response(
  path: string,
  worker: { source: string } | null,
  targetType = 'page',
): DevtoolsEvent {
  return {
    method: 'Network.responseReceived',
    targetType,
    params: {
      requestId: path,
      response: {
        url: origin + path,
        status: 200,
        fromServiceWorker: worker !== null,
        ...(worker ? { serviceWorkerResponseSource: worker.source } : {}),
      },
    },
  };
}

describe('workerServed', () => {
  it('counts the page requests the worker answered, and from where', () => {
    const served = workerServed([
      { method: 'Network.requestWillBeSent', targetType: 'page', params: { requestId: '1' } },
      response('/offers/categories', { source: 'cache-storage' }),
      response('/assets/index-abc.js', { source: 'cache-storage' }),
      response('/api/category/getall/1', { source: 'cache-storage' }),
      response('/media/ad/1.svg?v=2', { source: 'network' }),
      response('/api/account/profile', null),
    ]);
    expect(served).toEqual({
      requests: 5,
      fromServiceWorker: 4,
      workerSources: { 'cache-storage': 3, network: 1 },
      notFromServiceWorker: ['/api/account/profile'],
      workerFetched: ['/media/ad/1.svg?v=2'],
    });
  });

  it('leaves out dedicated workers and data URLs', () => {
    const served = workerServed([
      response('/assets/worker.js', null, 'worker'),
      {
        method: 'Network.responseReceived',
        targetType: 'page',
        params: { response: { url: 'data:image/png;base64,AAAA', fromServiceWorker: false } },
      },
      response('/index.html', { source: 'cache-storage' }),
    ]);
    expect(served.requests).toBe(1);
    expect(served.fromServiceWorker).toBe(1);
    expect(served.notFromServiceWorker).toEqual([]);
  });

  it('says when a first visit had no worker at all', () => {
    const served = workerServed([response('/account/login', null), response('/sw.js', null)]);
    expect(served).toMatchObject({
      requests: 2,
      fromServiceWorker: 0,
      workerSources: {},
      notFromServiceWorker: ['/account/login', '/sw.js'],
    });
  });
});
