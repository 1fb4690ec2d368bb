import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CreateWebhookEndpointDocument } from '@/features/profile/graphql/WebhookAddDialog.generated';
import { fill } from '@/test/fill';
import { renderComponent } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { webhookEndpoint, webhookEndpointsMock } from '../webhooks.mocks';
import { Webhooks } from './Webhooks';

const URL = 'https://erp.example.in/hooks';
const SECRET = 'whsec_3kP9Qm7vT2xZ8rL4nB6yW1cH5dF0gJ';

/** createWebhookEndpoint answered in turn by `answers`; what was sent is kept. */
const createMock = (sent: Record<string, unknown>[], answers: object[]): MockLink.MockedResponse => ({
  request: { query: CreateWebhookEndpointDocument, variables: () => true },
  maxUsageCount: answers.length,
  result: (variables) => {
    sent.push(variables.input as Record<string, unknown>);
    return answers[sent.length - 1];
  },
});

const created = {
  data: {
    createWebhookEndpoint: {
      __typename: 'CreatedWebhookEndpoint',
      endpoint: webhookEndpoint({ id: '5', url: URL, description: '', events: ['resident_checked_in', 'visitor_in'] }),
      secret: SECRET,
    },
  },
};

async function openAdd(mocks: MockLink.MockedResponse[]) {
  signIn();
  const view = renderComponent(<Webhooks />, { mocks: [webhookEndpointsMock([]), ...mocks] });
  await screen.findByText('No endpoints yet');
  await view.user.click(screen.getByRole('button', { name: 'Add endpoint' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
  return { ...view, dialog };
}

describe('Webhooks: Add endpoint', () => {
  it('offers the events in groups Residents, Money and Operations by their plain names', async () => {
    const { dialog } = await openAdd([]);
    const events = within(dialog).getByRole('group', { name: 'Events' });
    const group = (name: string) =>
      within(within(events).getByRole('group', { name }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    expect(group('Residents')).toEqual(['Resident checked in', 'Resident moved', 'Resident archived']);
    expect(group('Money')).toEqual([
      'Payment recorded',
      'Payment verified',
      'Charge added',
      'Rent billed (per resident)',
      'Rent changed',
      'Notice given',
      'Refund paid',
    ]);
    expect(group('Operations')).toEqual([
      'Request created',
      'Request status changed',
      'Notification delivered',
      'Notification failed',
      'Visitor signed in',
      'Visitor signed out',
    ]);
    expect(within(dialog).queryByRole('checkbox', { name: 'Test event' })).toBeNull();
    expect(within(dialog).getByText('An https:// address of yours; plain http:// only for localhost.')).toBeTruthy();
  });

  it('names each missing or wrong field before sending anything', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, dialog } = await openAdd([createMock(sent, [created])]);
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByText('URL is required.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event.')).toBeTruthy();
    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await waitFor(() => expect(document.activeElement).toBe(url));
    await fill(user, url, 'http://erp.example.in/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Visitor signed in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByText('URL must start with https:// (plain http:// only for localhost).')).toBeTruthy();
    expect(within(dialog).queryByText('Choose at least one event.')).toBeNull();
    await fill(user, url, 'erp.example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByText('URL must be a full web address, like https://example.com/hooks.')).toBeTruthy();
    // With the URL right and no event left, the message is under Events and focus on its first box.
    await fill(user, url, URL);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Visitor signed in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const events = within(dialog).getByRole('group', { name: 'Events' });
    expect(within(events).getByText('Choose at least one event.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: 'Resident checked in' })),
    );
    expect(sent).toEqual([]);
  });

  it('says a refused URL under URL, then shows the signing secret once', async () => {
    const sent: Record<string, unknown>[] = [];
    const refused = {
      errors: [
        {
          message: 'URL must be a public address: 10.0.0.7 is a private, loopback or link-local address of a network.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [
              {
                field: 'url',
                message:
                  'URL must be a public address: 10.0.0.7 is a private, loopback or link-local address of a network.',
              },
            ],
          },
        },
      ],
    };
    const { user, dialog } = await openAdd([createMock(sent, [refused, created])]);
    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await fill(user, url, 'https://10.0.0.7/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Resident checked in' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Visitor signed in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(/10\.0\.0\.7 is a private, loopback or link-local address/)).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await fill(user, url, URL);
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    // The form's dialog gives way to the secret's, under the same title.
    const secret = await screen.findByRole('textbox', { name: 'Signing secret' });
    const secretDialog = screen.getByRole('dialog', { name: 'Add endpoint' });
    expect((secret as HTMLInputElement).value).toBe(SECRET);
    expect(secret.hasAttribute('readonly')).toBe(true);
    expect(within(secretDialog).getByText('Copy this secret now: it is not shown again.')).toBeTruthy();
    expect(await screen.findByText('Endpoint added')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      url: URL,
      description: '',
      events: ['resident_checked_in', 'visitor_in'],
      idempotencyKey: sent[0].idempotencyKey,
    });
    expect(String(sent[0].idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(secretDialog).getByRole('status').textContent).toBe('Copied');

    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new endpoint joins the list from the answer; the secret is gone for good.
    const list = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(within(list).getByText(URL)).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add endpoint' })));
  });
});
