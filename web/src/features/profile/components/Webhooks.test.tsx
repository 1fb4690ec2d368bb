import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  DeleteWebhookEndpointDocument,
  SendTestWebhookDocument,
  UpdateWebhookEndpointDocument,
} from '@/features/profile/graphql/Webhooks.generated';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderComponent, renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { activityMock, apiKeysMock, hostelSettingsMocks, profileMock, requestTargetsMock } from '../profile.mocks';
import { onPhone, webhookDelivery, webhookEndpoint, webhookEndpointsMock } from '../webhooks.mocks';
import { Webhooks } from './Webhooks';

const URL = 'https://hooks.example.com/hostel';

/** A mutation answered by `answer(variables)` as often as sent; what was sent is kept. */
const mutationMock = (
  query: MockLink.MockedResponse['request']['query'],
  sent: Record<string, unknown>[],
  answer: (input: Record<string, unknown>) => object,
): MockLink.MockedResponse => ({
  request: { query, variables: () => true },
  maxUsageCount: 5,
  result: (variables) => {
    const input = variables.input as Record<string, unknown>;
    sent.push(input);
    return answer(input);
  },
});

/** The rest of Profile Settings, answered so it stays out of these tests. */
const settingsMocks = (): MockLink.MockedResponse[] => [
  profileMock(),
  activityMock(),
  requestTargetsMock(),
  apiKeysMock(),
  ...hostelSettingsMocks(),
];

async function endpointCard(url = URL) {
  const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(url));
  if (!card) throw new Error(`no endpoint ${url}`);
  return card;
}

describe('Hostel settings: Webhooks', () => {
  // The route's page loads lazily: load it once before the first test, so its timing is the test's own.
  beforeAll(() => import('../pages/ProfilePage'), 60_000);
  // A phone's cards unless a test says otherwise: each endpoint is a list item holding its buttons.
  beforeEach(onPhone);

  it('lists each endpoint with its events, status in words (failing since when) and last delivery', async () => {
    signIn();
    renderComponent(<Webhooks />, {
      mocks: [
        webhookEndpointsMock([
          webhookEndpoint(),
          webhookEndpoint({
            id: '2',
            url: 'https://erp.example.in/in',
            description: '',
            events: ['resident_checked_in'],
            status: 'failing',
            failingSince: '2026-12-06T10:35:00.000Z',
          }),
          webhookEndpoint({ id: '3', url: 'https://old.example.in/x', status: 'disabled', lastDeliveryAt: null }),
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Webhooks', level: 3 })).toBeTruthy();
    expect(screen.getByText('We send a signed POST to your URL when something happens in this hostel.')).toBeTruthy();
    const active = await endpointCard();
    expect(within(active).getByText('Accounts sync')).toBeTruthy();
    expect(within(active).getByText('2 events')).toBeTruthy();
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText('7 Dec 2026, 10:30 am')).toBeTruthy();
    const failing = await endpointCard('https://erp.example.in/in');
    expect(within(failing).getByText('1 event')).toBeTruthy();
    expect(within(failing).getByText('Failing')).toBeTruthy();
    expect(within(failing).getByText('since 6 Dec 2026, 4:05 pm')).toBeTruthy();
    const disabled = await endpointCard('https://old.example.in/x');
    expect(within(disabled).getByText('Disabled')).toBeTruthy();
    expect(within(disabled).getByText('Never')).toBeTruthy();
    expect(within(disabled).getByRole('button', { name: 'Enable https://old.example.in/x' })).toBeTruthy();
    expect(within(active).getByRole('button', { name: `Disable ${URL}` })).toBeTruthy();
  });

  it('is a table on a desktop: URL, Events, Status, Last delivery and the buttons', async () => {
    vi.restoreAllMocks();
    signIn();
    renderComponent(<Webhooks />, { mocks: [webhookEndpointsMock()] });
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['URL', 'Events', 'Status', 'Last delivery', 'Actions']);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getByText(URL)).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Deliveries to ${URL}` })).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Send test event to ${URL}` })).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Edit ${URL}` })).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Delete ${URL}` })).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    signIn();
    renderComponent(<Webhooks />, { mocks: [webhookEndpointsMock([])] });
    expect(await screen.findByText('No endpoints yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeTruthy();
  });

  it('is the last section of Hostel Settings for an admin, after API keys', async () => {
    signIn();
    renderRoute('/admin/profile?tab=settings', { mocks: [...settingsMocks(), webhookEndpointsMock([])] });
    const panel = await screen.findByRole('tabpanel', { name: 'Hostel Settings' });
    const section = await within(panel).findByRole('region', { name: 'Webhooks' });
    expect(await within(section).findByText('No endpoints yet')).toBeTruthy();
    const headings = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings.slice(-2)).toEqual(['API keys', 'Webhooks']);
  });

  it('is not in a warden’s Profile Settings', async () => {
    signIn(loginFor('warden'));
    renderRoute('/admin/profile?tab=settings', { mocks: [...settingsMocks(), webhookEndpointsMock()] });
    expect(await screen.findByRole('tabpanel', { name: 'Change Password' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Hostel Settings' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Webhooks' })).toBeNull();
  });

  it('is not shown to a warden, and asks the server nothing', async () => {
    signIn(loginFor('warden'));
    const { container } = renderComponent(<Webhooks />, { mocks: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('heading', { name: 'Webhooks' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes only after a question naming the URL that says waiting deliveries stop', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<Webhooks />, {
      mocks: [
        webhookEndpointsMock(),
        mutationMock(DeleteWebhookEndpointDocument, sent, (input) => ({
          data: { deleteWebhookEndpoint: { __typename: 'DeletedWebhookEndpoint', id: input.id } },
        })),
      ],
    });
    const card = await endpointCard();
    await user.click(within(card).getByRole('button', { name: `Delete ${URL}` }));
    const question = await findConfirmDialog(`Delete endpoint ${URL}?`);
    expect(question.textContent).toContain('Deliveries still waiting to go to it stop');
    expect(sent).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(within(card).getByRole('button', { name: `Delete ${URL}` }));
    const again = await findConfirmDialog(`Delete endpoint ${URL}?`);
    const remove = within(again).getByRole('button', { name: 'Delete' });
    expect(buttonPalette(remove)).toBe('red');
    await user.click(remove);
    expect(await screen.findByText('Endpoint deleted')).toBeTruthy();
    expect(sent).toEqual([{ id: '1' }]);
    expect(await screen.findByText('No endpoints yet')).toBeTruthy();
  });

  it('disables and enables an endpoint, saying so', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<Webhooks />, {
      mocks: [
        webhookEndpointsMock(),
        mutationMock(UpdateWebhookEndpointDocument, sent, (input) => ({
          data: { updateWebhookEndpoint: webhookEndpoint({ status: input.enabled ? 'active' : 'disabled' }) },
        })),
      ],
    });
    const card = await endpointCard();
    await user.click(within(card).getByRole('button', { name: `Disable ${URL}` }));
    expect(await screen.findByText('Endpoint disabled')).toBeTruthy();
    await waitFor(() => expect(within(card).getByText('Disabled')).toBeTruthy());
    await user.click(within(card).getByRole('button', { name: `Enable ${URL}` }));
    expect(await screen.findByText('Endpoint enabled')).toBeTruthy();
    await waitFor(() => expect(within(card).getByText('Active')).toBeTruthy());
    expect(sent).toEqual([
      { id: '1', enabled: false },
      { id: '1', enabled: true },
    ]);
  });

  it('sends a test event, and says a refusal in words, never the server’s own text', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const answers = [
      { data: { sendTestWebhook: webhookDelivery('9', { eventType: 'ping', state: 'pending', attempts: 0 }) } },
      { errors: [{ message: 'socket hang up in sender.ts' }] },
    ];
    const { user } = renderComponent(<Webhooks />, {
      mocks: [webhookEndpointsMock(), mutationMock(SendTestWebhookDocument, sent, () => answers[sent.length - 1])],
    });
    const card = await endpointCard();
    const test = within(card).getByRole('button', { name: `Send test event to ${URL}` });
    await user.click(test);
    expect(await screen.findByText('Test event queued')).toBeTruthy();
    await waitFor(() => expect(test.hasAttribute('disabled')).toBe(false));
    await user.click(test);
    expect(await screen.findByText('The test event was not sent')).toBeTruthy();
    expect(screen.getByText('Something went wrong. Nothing was saved.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('socket hang up');
    expect(sent).toEqual([{ endpointId: '1' }, { endpointId: '1' }]);
  });

  it('edits the URL, description and events as saved', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<Webhooks />, {
      mocks: [
        webhookEndpointsMock(),
        mutationMock(UpdateWebhookEndpointDocument, sent, (input) => ({
          data: { updateWebhookEndpoint: webhookEndpoint(input) },
        })),
      ],
    });
    const card = await endpointCard();
    await user.click(within(card).getByRole('button', { name: `Edit ${URL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    expect((within(dialog).getByRole('textbox', { name: /URL/ }) as HTMLInputElement).value).toBe(URL);
    expect((within(dialog).getByRole('checkbox', { name: 'Payment recorded' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Refund paid' }) as HTMLInputElement).checked).toBe(false);
    await fill(user, within(dialog).getByRole('textbox', { name: /Description/ }), '');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payment verified' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Refund paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save endpoint' }));
    expect(await screen.findByText('Endpoint saved')).toBeTruthy();
    expect(sent).toEqual([{ id: '1', description: '', events: ['payment_recorded', 'refund_paid'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit endpoint' })).toBeNull());
    expect(within(card).getByText('2 events')).toBeTruthy();
    expect(within(card).queryByText('Accounts sync')).toBeNull();

    // A new URL is sent (the server checks it again); the same URL is left out.
    await user.click(within(card).getByRole('button', { name: `Edit ${URL}` }));
    const again = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    await fill(user, within(again).getByRole('textbox', { name: /URL/ }), 'https://hooks.example.com/v2');
    await user.click(within(again).getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      id: '1',
      url: 'https://hooks.example.com/v2',
      description: '',
      events: ['payment_recorded', 'refund_paid'],
    });
    expect(await within(card).findByText('https://hooks.example.com/v2')).toBeTruthy();
  });
});
