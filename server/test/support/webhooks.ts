import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { INestApplication } from '@nestjs/common';
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

export const ENDPOINT = 'id url description events status secretPrefix createdBy createdAt failingSince lastDeliveryAt';
export const DELIVERY =
  'id eventId eventType state attempts responseStatus error createdAt lastAttemptAt nextAttemptAt deliveredAt durationMs payload';
export const CREATE = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT} } } }`;
export const UPDATE = `mutation ($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { ${ENDPOINT} } }`;
export const DELETE = `mutation ($input: DeleteWebhookEndpointInput!) { deleteWebhookEndpoint(input: $input) { id } }`;
export const ENDPOINTS = `{ webhookEndpoints { ${ENDPOINT} } }`;
export const DELIVERIES = `query ($filter: WebhookDeliveriesFilter!, $page: Int, $pageSize: Int) {
  webhookDeliveries(filter: $filter, page: $page, pageSize: $pageSize) { totalCount items { ${DELIVERY} } } }`;
export const REDELIVER = `mutation ($input: RedeliverWebhookInput!) { redeliverWebhook(input: $input) { ${DELIVERY} } }`;
export const TEST_EVENT = `mutation ($input: SendTestWebhookInput!) { sendTestWebhook(input: $input) { ${DELIVERY} } }`;

/** What JSON.parse answers: the body's shape is the test's to check. */
type Json = ReturnType<typeof JSON.parse>;

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; apiVersion: string; createdAt: string; hostelId: string; data: Json };
}

/**
 * A receiver on 127.0.0.1 (a free port): keeps every request it gets and answers the next status of `answers`
 * (200 once they run out).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, json: JSON.parse(body) as Received['json'] });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Verify = (rawBody: string, signatureHeader: string, secret: string, nowMs?: number) => boolean;

/** The README's own verification code, read from README.md and run as it stands: the two cannot drift apart. */
export function readmeVerifier(): Verify {
  const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
  const code = /<!-- webhook-verify -->\s*```js\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!code) throw new Error('README.md has no webhook verification snippet');
  const context = { require, Buffer, Date, Number, Object, Math };
  return runInNewContext(`${code}\nverifyWebhook`, context) as Verify;
}

/**
 * Where an object sent in a delivery differs from the GraphQL type it names: every key must be a field of that type
 * (nested objects checked against their field's type). Answers the problems, none when it is the API's shape.
 */
export function shapeProblems(app: INestApplication, object: Record<string, unknown>): string[] {
  const schema = app.get(GraphQLSchemaHost).schema;
  const type = schema.getType(String(object.__typename));
  if (!type || !isObjectType(type)) return [`no GraphQL type ${String(object.__typename)}`];
  return fieldsOf(type, object, String(object.__typename));
}

function fieldsOf(type: GraphQLObjectType, value: Record<string, unknown>, at: string): string[] {
  const fields = type.getFields();
  const problems: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (key === '__typename') continue;
    const field = fields[key];
    if (!field) {
      problems.push(`${at}.${key} is not a field of ${type.name}`);
      continue;
    }
    const named = getNamedType(field.type);
    if (v && typeof v === 'object' && !Array.isArray(v) && isObjectType(named))
      problems.push(...fieldsOf(named, v as Record<string, unknown>, `${at}.${key}`));
  }
  return problems;
}
