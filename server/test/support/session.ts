import type { TestApp } from './test-app';

interface OutboxMessage {
  to: string;
  text: string;
}

/** The newest login code the dev SMS outbox holds for a phone. */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.http().get('/api/dev/outbox').expect(200);
  const message = (res.body as OutboxMessage[]).find((m) => m.to === phone);
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no login code in the outbox for ${phone}`);
  return code;
}

/** Signs a user in through the public REST flow and returns the bearer token. */
export async function loginAs(t: TestApp, phone: string): Promise<string> {
  await t.http().post('/api/auth/login').send({ identifier: phone }).expect(200);
  const code = await latestCode(t, phone);
  const res = await t.http().post('/api/auth/login').send({ identifier: phone, otp_code: code }).expect(200);
  t.clock.advanceSeconds(61);
  return res.body.access_token as string;
}

/** Sends a GraphQL operation, with a token when given. */
export function graphql(t: TestApp, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const req = t.http().post('/graphql').send({ query, variables });
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
}
