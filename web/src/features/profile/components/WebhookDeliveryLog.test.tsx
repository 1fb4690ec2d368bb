import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { RedeliverWebhookDocument } from '@/features/profile/graphql/WebhookDeliveryLog.generated';
import { renderComponent } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { onPhone, webhookDeliveriesMock, webhookDelivery } from '../webhooks.mocks';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';

const endpoint = { id: '1', url: 'https://hooks.example.com/hostel' };

const deliveries = [
  webhookDelivery('14', {
    eventType: 'visitor_in',
    state: 'pending',
    attempts: 0,
    responseStatus: null,
    durationMs: null,
    lastAttemptAt: null,
    deliveredAt: null,
  }),
  webhookDelivery('13', {
    eventType: 'request_status_changed',
    state: 'retrying',
    attempts: 2,
    responseStatus: 500,
    error: 'Answered 500',
    durationMs: 120,
    deliveredAt: null,
    nextAttemptAt: '2026-12-07T05:30:00.000Z',
  }),
  webhookDelivery('12', {
    eventType: 'rent_billed',
    state: 'failed',
    attempts: 9,
    responseStatus: null,
    error: 'Timed out after 10 s',
    durationMs: 10_000,
    deliveredAt: null,
  }),
  webhookDelivery('11'),
];

function open(mocks: MockLink.MockedResponse[]) {
  signIn();
  const onClose = vi.fn();
  const view = renderComponent(<WebhookDeliveryLog endpoint={endpoint} onClose={onClose} />, { mocks });
  return { ...view, onClose };
}

const rows = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
  const list = await within(dialog).findByRole('list', { name: `Deliveries to ${endpoint.url}` });
  // The cards stand as skeletons while the page loads: read them once the answer is in.
  await waitFor(() => expect(list.querySelector('.chakra-skeleton')).toBeNull());
  return within(list).getAllByRole('listitem');
};

describe('Webhooks: the delivery log', () => {
  // A phone's cards unless a test says otherwise: each delivery is a list item of header and value pairs.
  beforeEach(onPhone);

  it('is a table on a desktop, with the columns Event, State, Tries, Response and Time', async () => {
    vi.restoreAllMocks();
    open([webhookDeliveriesMock(deliveries)]);
    const table = await screen.findByRole('table', { name: `Deliveries to ${endpoint.url}` });
    await within(table).findByText('evt_11');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Event', 'State', 'Tries', 'Response', 'Time', 'Payload', 'Send again']);
  });

  it('lists each delivery newest first: event, state, tries, response and time', async () => {
    open([webhookDeliveriesMock(deliveries)]);
    const [pending, retrying, failed, delivered] = await rows();
    expect(pending.textContent).toContain('Visitor signed in');
    expect(pending.textContent).toContain('Pending');
    expect(within(pending).getByText('Tries').nextElementSibling?.textContent).toBe('0');
    expect(within(pending).getByText('Response').nextElementSibling?.textContent).toBe('-');
    expect(retrying.textContent).toContain('Request status changed');
    expect(within(retrying).getByText('Retrying')).toBeTruthy();
    expect(within(retrying).getByText('next try 7 Dec 2026, 11:00 am')).toBeTruthy();
    expect(within(retrying).getByText('HTTP 500 in 120 ms')).toBeTruthy();
    expect(within(failed).getByText('Rent billed (per resident)')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Timed out after 10 s')).toBeTruthy();
    expect(within(failed).getByText('Tries').nextElementSibling?.textContent).toBe('9');
    expect(within(delivered).getByText('Delivered')).toBeTruthy();
    expect(within(delivered).getByText('HTTP 200 in 84 ms')).toBeTruthy();
    expect(within(delivered).getByText('7 Dec 2026, 10:30 am')).toBeTruthy();
    expect(within(delivered).getByText('evt_11')).toBeTruthy();
  });

  it('says when nothing was sent yet, and pages as the other lists do', async () => {
    open([webhookDeliveriesMock([])]);
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
    expect(await within(dialog).findByText('No deliveries yet')).toBeTruthy();
    const sizes = within(within(dialog).getByLabelText('Rows per page'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual(['10', '25', '50', '100']);
  });

  it('filters by state and pages through the log', async () => {
    const many = Array.from({ length: 10 }, (_, n) => webhookDelivery(String(40 - n)));
    const { user } = open([
      webhookDeliveriesMock(deliveries),
      webhookDeliveriesMock(many, { state: 'delivered', totalCount: 12 }),
      webhookDeliveriesMock([webhookDelivery('30'), webhookDelivery('29')], {
        state: 'delivered',
        page: 2,
        totalCount: 12,
      }),
      webhookDeliveriesMock([], { state: 'failed' }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
    await rows();
    await user.selectOptions(within(dialog).getByLabelText('State'), 'Delivered');
    expect(await within(dialog).findByText('evt_40')).toBeTruthy();
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('evt_29')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('State'), 'Failed');
    expect(await within(dialog).findByText('No deliveries in this state')).toBeTruthy();
  });

  it('shows a delivery’s payload as indented JSON, read-only', async () => {
    const { user } = open([webhookDeliveriesMock(deliveries)]);
    const delivered = (await rows())[3];
    await user.click(within(delivered).getByRole('button', { name: 'Show payload of Payment recorded, evt_11' }));
    const payload = await screen.findByRole('dialog', { name: 'Payload: Payment recorded' });
    const json = within(payload).getByRole('region', { name: 'Payload of evt_11' });
    expect(json.textContent).toBe(
      JSON.stringify({ id: 'evt_11', type: 'payment.recorded', data: { object: { amountPaise: 900000 } } }, null, 2),
    );
    expect(json.tagName).toBe('PRE');
    const close = within(payload)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await user.click(close!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payload: Payment recorded' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Deliveries' })).toBeTruthy();
  });

  it('sends a delivery again: the mutation names it, a toast says it is queued, and the log is read again', async () => {
    const sent: Record<string, unknown>[] = [];
    const again = webhookDelivery('15', { eventType: 'rent_billed', state: 'pending', attempts: 0, eventId: 'evt_12' });
    const { user } = open([
      { ...webhookDeliveriesMock(deliveries), maxUsageCount: 1 },
      webhookDeliveriesMock([again, ...deliveries]),
      {
        request: { query: RedeliverWebhookDocument, variables: () => true },
        result: (variables) => {
          sent.push(variables.input as Record<string, unknown>);
          return { data: { redeliverWebhook: again } };
        },
      },
    ]);
    const failed = (await rows())[2];
    await user.click(within(failed).getByRole('button', { name: 'Send again Rent billed (per resident), evt_12' }));
    expect(await screen.findByText('Delivery queued')).toBeTruthy();
    expect(sent).toEqual([{ deliveryId: '12' }]);
    await waitFor(async () => expect(await rows()).toHaveLength(5));
  });
});
