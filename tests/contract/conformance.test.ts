// The end-to-end runs' validating proxy (tests/e2e/conformance.ts): what it reports as a
// violation of the contract, and that bodies pass through it untouched, streams included.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConformanceProxy, ContractChecker, startConformanceProxy } from '../e2e/conformance';

const checker = new ContractChecker();
const exchange = (overrides: Partial<Parameters<ContractChecker['check']>[0]>) =>
  checker.check({
    method: 'GET',
    url: '/payments/plans/',
    requestType: '',
    requestBody: undefined,
    status: 200,
    responseType: 'application/json',
    responseBody: JSON.stringify({ success: true, plans: [] }),
    ...overrides,
  });

describe('conferência de uma troca contra o contrato', () => {
  it('uma resposta no formato documentado passa', () => {
    expect(exchange({})).toEqual({ operation: 'paymentsListPlans', problems: [] });
  });

  it('aponta status não documentado, corpo fora do esquema e chamada fora do contrato', () => {
    expect(exchange({ status: 418 })?.problems).toEqual(['status 418 não documentado']);
    expect(exchange({ responseBody: JSON.stringify({ success: true }) })?.problems[0]).toMatch(
      /resposta 200 \/ must have required property 'plans'/,
    );
    expect(exchange({ url: '/api/nao-existe/' })).toEqual({
      operation: 'GET /api/nao-existe/',
      problems: ['chamada fora do contrato'],
    });
    expect(exchange({ url: '/assets/index.js' })).toBeNull();
  });

  it('confere o corpo do pedido e a query', () => {
    const upgrade = exchange({
      method: 'POST',
      url: '/payments/upgrade/',
      requestType: 'application/json',
      requestBody: JSON.stringify({ plan_type: 'ouro' }),
      responseBody: JSON.stringify({
        success: true,
        message: 'ok',
        new_plan: 'professional',
        redirect_url: null,
        checkout_url: null,
      }),
    });
    expect(
      upgrade?.problems.some((p) =>
        p.startsWith('pedido /plan_type must be equal to one of the allowed values'),
      ),
    ).toBe(true);
  });
});

describe('o proxy', () => {
  let upstream: http.Server;
  let proxy: ConformanceProxy;
  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      if (request.url === '/payments/plans/') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success: true }));
        return;
      }
      // A stream in pieces, as the chat's server-sent events arrive.
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: um\n\n');
      setTimeout(() => response.end('data: dois\n\n'), 20);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await startConformanceProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('repassa as respostas como vieram e guarda as violações por operação', async () => {
    const plans = await fetch(`${proxy.url}/payments/plans/`);
    expect(await plans.json()).toEqual({ success: true });
    const stream = await fetch(`${proxy.url}/static/stream`);
    expect(await stream.text()).toBe('data: um\n\ndata: dois\n\n');
    await expect.poll(() => proxy.violations().length).toBe(1);
    expect(proxy.violations()[0]).toMatchObject({
      operation: 'paymentsListPlans',
      request: 'GET /payments/plans/',
    });
    expect(proxy.seen()).toEqual(['paymentsListPlans']);
  });
});
