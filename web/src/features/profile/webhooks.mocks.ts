import type { MockLink } from '@apollo/client/testing';
import { WebhookDeliveriesDocument } from '@/features/profile/graphql/WebhookDeliveryLog.generated';
import { WebhookEndpointsDocument } from '@/features/profile/graphql/Webhooks.generated';

/** An endpoint as the list reads it (WebhookEndpointList_endpoint), with what a test changes. */
export const webhookEndpoint = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint' as const,
  id: '1',
  url: 'https://hooks.example.com/hostel',
  description: 'Accounts sync',
  events: ['payment_recorded', 'payment_verified'],
  status: 'active',
  secretPrefix: 'whsec_3kP9',
  createdBy: 'Asha Verma',
  createdAt: '2026-12-01T04:30:00.000Z',
  failingSince: null,
  lastDeliveryAt: '2026-12-07T05:00:00.000Z',
  ...overrides,
});

/** The hostel's endpoints: read once per mount of the section, answered as often as asked. */
export const webhookEndpointsMock = (endpoints = [webhookEndpoint()]): MockLink.MockedResponse => ({
  request: { query: WebhookEndpointsDocument },
  result: { data: { webhookEndpoints: endpoints } },
  maxUsageCount: 5,
});

/** A delivery as the log reads it (WebhookDeliveryLog_delivery): delivered at the first try unless changed. */
export const webhookDelivery = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery' as const,
  id,
  eventId: `evt_${id}`,
  eventType: 'payment_recorded',
  state: 'delivered',
  attempts: 1,
  responseStatus: 200,
  error: null,
  createdAt: '2026-12-07T05:00:00.000Z',
  lastAttemptAt: '2026-12-07T05:00:01.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-12-07T05:00:01.000Z',
  durationMs: 84,
  payload: JSON.stringify({ id: `evt_${id}`, type: 'payment.recorded', data: { object: { amountPaise: 900000 } } }),
  ...overrides,
});

type LogOptions = { endpointId?: string; state?: string | null; page?: number; pageSize?: number; totalCount?: number };

/** One page of an endpoint's log (the log reads it on opening and again after a change: answered as often as asked). */
export const webhookDeliveriesMock = (
  items: ReturnType<typeof webhookDelivery>[],
  { endpointId = '1', state = null, page = 1, pageSize = 10, totalCount = items.length }: LogOptions = {},
): MockLink.MockedResponse => ({
  request: { query: WebhookDeliveriesDocument, variables: { where: { endpointId, state }, page, pageSize } },
  result: { data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage' as const, totalCount, items } } },
  maxUsageCount: 5,
});

/** A phone's width (390 px): lists show stacked cards instead of tables. Vitest restores the spy after each test. */
export function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}
