import { isEnumType } from 'graphql';
import { schema } from '@/test/payloads';
import { webhookMessages, webhookUrlProblem } from './webhookEndpointSchema';
import { WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENT_LABELS } from './webhookWords';

const enumValues = (name: string) => {
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is not an enum of the schema`);
  return type.getValues().map((value) => value.name);
};

describe('the webhook words', () => {
  it('name every event type of the schema, and group each subscribable one exactly once', () => {
    const types = enumValues('WebhookEventType');
    expect(Object.keys(WEBHOOK_EVENT_LABELS).sort()).toEqual([...types].sort());
    const grouped = WEBHOOK_EVENT_GROUPS.flatMap((group) => group.events);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual(types.filter((type) => type !== 'ping').sort());
    expect(WEBHOOK_EVENT_GROUPS.map((group) => group.name)).toEqual(['Residents', 'Money', 'Operations']);
  });
});

describe('the URL check before sending', () => {
  it('takes https, and plain http only for localhost', () => {
    expect(webhookUrlProblem('https://hooks.example.com/in?x=1')).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hooks')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1/hooks')).toBeNull();
    expect(webhookUrlProblem('http://[::1]:8080/')).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/in')).toBe(webhookMessages.urlHttps);
    expect(webhookUrlProblem('http://localhost.example.com/')).toBe(webhookMessages.urlHttps);
  });

  it('names what is wrong otherwise', () => {
    expect(webhookUrlProblem('')).toBe(webhookMessages.urlRequired);
    expect(webhookUrlProblem('hooks.example.com')).toBe(webhookMessages.urlShape);
    expect(webhookUrlProblem('ftp://hooks.example.com/')).toBe(webhookMessages.urlShape);
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2000)}`)).toBe('URL can be at most 2000 characters.');
  });
});
