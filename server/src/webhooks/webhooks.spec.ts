import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPrivateAddress, urlProblem } from './url-guard';
import { nextTryAt, RETRY_WINDOW_MS } from './webhook-jobs';
import { DELIVERY_TIMEOUT_MS, send, signatureHeader } from './webhook-sender';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('webhook URLs and addresses', () => {
  it('tells private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '[::1]',
      'fe80::1%eth0',
      'not an address',
    ])
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
  });

  it('refuses a host that resolves to a private address, unless private URLs are allowed', async () => {
    const resolve = (answers: string[]) => () => Promise.resolve(answers.map((address) => ({ address, family: 4 })));
    const rebinding = resolve(['93.184.215.14', '127.0.0.1']);
    expect(await urlProblem('https://hooks.example.com/x', false, rebinding)).toMatch(/must be a public address/);
    expect(await urlProblem('https://hooks.example.com/x', true, rebinding)).toBeNull();
    expect(await urlProblem('https://hooks.example.com/x', false, resolve(['93.184.215.14']))).toBeNull();
    expect(await urlProblem('http://hooks.example.com/x', false, resolve(['93.184.215.14']))).toMatch(/https/);
    expect(await urlProblem('https://nowhere.example/x', false, () => Promise.reject(new Error('ENOTFOUND')))).toMatch(
      /could not be found/,
    );
  });
});

describe('webhook retries', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, then 6 h, with a last try when 24 hours are up', () => {
    const made = new Date('2026-11-20T00:00:00.000Z');
    let now = made;
    const waits: number[] = [];
    for (let attempt = 1; ; attempt++) {
      const next = nextTryAt(made, attempt, now);
      if (!next) break;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      6 * HOUR,
      6 * HOUR,
      6 * HOUR,
      3 * HOUR + 24 * MINUTE,
    ]);
    expect(now.getTime() - made.getTime()).toBe(RETRY_WINDOW_MS);
  });
});

describe('webhook sending', () => {
  let server: Server;
  let url: string;
  const got: { headers: Record<string, unknown>; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push({ headers: req.headers, body });
        if (req.url === '/slow') return; // never answers
        if (req.url === '/moved') {
          res.writeHead(301, { Location: `${url}/elsewhere` });
          return res.end();
        }
        res.statusCode = req.url === '/broken' ? 500 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (got.length = 0));

  it('signs t + "." + body with HMAC-SHA256 and posts it; 2xx is delivered, 500 a failure in words', async () => {
    const at = new Date('2026-11-20T06:30:00.000Z');
    const body = '{"id":"evt_1"}';
    const header = signatureHeader('whsec_test', body, at);
    const expected = createHmac('sha256', 'whsec_test').update(`1795156200.${body}`).digest('hex');
    expect(header).toBe(`t=1795156200,v1=${expected}`);
    const ok = await send({ url: `${url}/hooks`, body, headers: { 'X-Test': '1' }, allowPrivate: true });
    expect(ok).toMatchObject({ ok: true, status: 204, error: null });
    expect(got[0]).toMatchObject({ body, headers: { 'x-test': '1', 'content-length': String(body.length) } });
    const broken = await send({ url: `${url}/broken`, body, headers: {}, allowPrivate: true });
    expect(broken).toMatchObject({ ok: false, status: 500, error: 'Answered 500' });
  });

  it('gives up a try that has no answer in time, in words', async () => {
    const slow = await send({ url: `${url}/slow`, body: '{}', headers: {}, allowPrivate: true }, undefined, 200);
    expect(slow).toMatchObject({ ok: false, status: null, error: 'Timed out after 0.2 s' });
    expect(slow.durationMs).toBeGreaterThanOrEqual(190);
    expect(DELIVERY_TIMEOUT_MS).toBe(10_000);
  });

  it('never follows a redirect', async () => {
    const moved = await send({ url: `${url}/moved`, body: '{}', headers: {}, allowPrivate: true });
    expect(moved).toMatchObject({ ok: false, status: 301 });
    expect(moved.error).toMatch(/redirects are not followed/);
    expect(got.map((g) => g.body)).toEqual(['{}']);
  });

  it('checks the address again when it sends: a host that now resolves inside is refused, nothing is sent', async () => {
    const port = (server.address() as AddressInfo).port;
    const rebound = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const result = await send(
      { url: `http://hooks.example.com:${port}/hooks`, body: '{}', headers: {}, allowPrivate: false },
      rebound,
    );
    expect(result).toMatchObject({ ok: false, status: null });
    expect(result.error).toBe('Refused: hooks.example.com is a private address now');
    const literal = await send({ url: `${url}/hooks`, body: '{}', headers: {}, allowPrivate: false });
    expect(literal.error).toMatch(/^Refused: 127\.0\.0\.1/);
    expect(got).toEqual([]);
  });
});
