import { Logger } from '@nestjs/common';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config/app-config';
import { FakeClock } from '../../test/support/fake-clock';
import { ConsoleSmsProvider } from './console-sms.provider';
import { WebhookSmsProvider } from './webhook-sms.provider';

describe('ConsoleSmsProvider', () => {
  it('logs "[sms] to=<phone> <text>" and keeps the newest 100 messages first', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const clock = new FakeClock();
    const sms = new ConsoleSmsProvider(clock);
    for (let i = 0; i < 105; i++) {
      await sms.send('+919000000001', `message ${i}`);
      clock.advanceSeconds(1);
    }
    expect(log).toHaveBeenLastCalledWith('[sms] to=+919000000001 message 104');
    const outbox = sms.outbox();
    expect(outbox).toHaveLength(100);
    expect(outbox[0]).toEqual({
      to: '+919000000001',
      text: 'message 104',
      sent_at: new Date(clock.now().getTime() - 1000).toISOString(),
    });
    expect(outbox[99].text).toBe('message 5');
    log.mockRestore();
  });
});

describe('WebhookSmsProvider', () => {
  let server: Server;
  let received: { headers: IncomingMessage['headers']; body: string }[];
  let status: number;

  beforeEach(async () => {
    received = [];
    status = 204;
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (token?: string) => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    const env = {
      SQLITE_PATH: ':memory:',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: url,
      JWT_SECRET: 'x'.repeat(32),
      ...(token ? { SMS_WEBHOOK_TOKEN: token } : {}),
    };
    return new WebhookSmsProvider(loadConfig(env, { persistSecret: false }));
  };

  it('posts {to, text} as JSON with the bearer token', async () => {
    await provider('gateway-token').send('+919000000001', 'hello');
    expect(JSON.parse(received[0].body)).toEqual({ to: '+919000000001', text: 'hello' });
    expect(received[0].headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer gateway-token',
    });
  });

  it('sends no Authorization header without a token', async () => {
    await provider().send('+919000000001', 'hello');
    expect(received[0].headers.authorization).toBeUndefined();
  });

  it('throws when the gateway refuses', async () => {
    status = 502;
    await expect(provider().send('+919000000001', 'hello')).rejects.toThrow('SMS webhook answered 502');
  });
});
