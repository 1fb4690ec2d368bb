import type { APIRequestContext } from '@playwright/test';

export const DEMO_ADMIN_PHONE = '+919876543210';

interface OutboxMessage {
  to: string;
  text: string;
}

/** The newest login code the development SMS outbox holds for a phone. */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const messages = (await (await request.get('/api/dev/outbox')).json()) as OutboxMessage[];
  const code = /\b(\d{6})\b/.exec(messages.find((m) => m.to === phone)?.text ?? '')?.[1];
  if (!code) throw new Error(`no login code in the outbox for ${phone}`);
  return code;
}

/** The whole login response, as the web client keeps it in session storage. */
export async function loginByApi(request: APIRequestContext, phone: string): Promise<Record<string, unknown>> {
  const asked = await request.post('/api/auth/login', { data: { identifier: phone } });
  if (!asked.ok()) throw new Error(`code request failed: ${asked.status()} ${await asked.text()}`);
  const res = await request.post('/api/auth/login', {
    data: { identifier: phone, otp_code: await latestCode(request, phone) },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

let phoneCounter = 0;
/** A fresh, never-registered Indian mobile number for this run. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0');
  return `+9170${(phoneCounter % 100).toString().padStart(2, '0')}${tail}`;
}
