import { screen, waitFor, within } from '@testing-library/react';
import { CreateApiKeyDocument } from '@/features/profile/graphql/ApiKeyCreateDialog.generated';
import { RevokeApiKeyDocument } from '@/features/profile/graphql/ApiKeyList.generated';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { fill } from '@/test/fill';
import { renderComponent, renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import {
  activityMock,
  apiKey,
  apiKeysMock,
  hostelSettingsMocks,
  profileMock,
  requestTargetsMock,
} from '../profile.mocks';
import { ApiKeys } from './ApiKeys';

const SECRET = 'hak_9Zx4Qp2LmN8vB1cD5eF7gH3jK6sT0wY';
const created = apiKey({
  id: '2',
  name: 'Tally export',
  access: 'read_write',
  prefix: 'hak_9Zx4',
  createdAt: '2026-12-07T06:30:00.000Z',
  expiresAt: null,
});

/** Answers each call of `document` with `answer`, keeping the variables sent. */
function answering(document: unknown, answer: Record<string, unknown>, sent: Record<string, unknown>[]) {
  return {
    request: { query: document, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return answer;
    },
  } as never;
}

const list = () => screen.findByRole('table', { name: 'API keys' });
const openCreate = async (user: ReturnType<typeof renderComponent>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Create API key' }));
  return screen.findByRole('dialog', { name: 'Create API key' });
};

describe('Hostel settings: API keys', () => {
  it('lists each key with its access, first characters, who made it, and its dates in India’s time', async () => {
    renderComponent(<ApiKeys />, {
      mocks: [
        apiKeysMock([
          apiKey({ lastUsedAt: '2026-12-01T04:00:00.000Z', lastUsedFrom: '203.0.113.7' }),
          apiKey({ id: '3', name: 'Old import', prefix: 'hak_Q1w2', status: 'revoked', expiresAt: null }),
        ]),
      ],
    });
    expect(
      screen.getByText(/Keys let your own scripts and other systems use the API as this hostel\. Send one as/),
    ).toBeTruthy();
    const table = await list();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Access',
      'Key',
      'Created by',
      'Created',
      'Expires',
      'Last used',
      'Status',
      'Actions',
    ]);
    const [, active, revoked] = within(table).getAllByRole('row');
    const cells = within(active!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Accounts sync',
      'Read only',
      'hak_7Fq2…',
      'Asha Verma',
      '26 Nov 2026, 4:05 pm',
      '24 Feb 2027, 4:05 pm',
      '1 Dec 2026, 9:30 amfrom 203.0.113.7',
      'Active',
      'Revoke',
    ]);
    const revokedCells = within(revoked!).getAllByRole('cell');
    expect(revokedCells[5]!.textContent).toBe('Never');
    expect(revokedCells[6]!.textContent).toBe('Never');
    expect(revokedCells[7]!.textContent).toBe('Revoked');
    expect(within(revoked!).queryByRole('button')).toBeNull();
  });

  it('says so when the hostel has no keys', async () => {
    renderComponent(<ApiKeys />, { mocks: [apiKeysMock([])] });
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
  });

  it('says what the key may do before it is made, creates it once, and shows the secret that one time', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<ApiKeys />, {
      mocks: [
        apiKeysMock([apiKey()]),
        answering(
          CreateApiKeyDocument,
          { data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, apiKey: created } } },
          sent,
        ),
      ],
    });
    await list();
    const dialog = await openCreate(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(within(dialog).getByText('Reads everything a warden can read; changes nothing.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Access' }), 'Read and write');
    expect(within(dialog).getByText('Reads and changes what a warden can, in this hostel.')).toBeTruthy();
    expect(within(dialog).queryByText('Reads everything a warden can read; changes nothing.')).toBeNull();
    const expires = within(dialog).getByRole('combobox', { name: 'Expires' });
    expect(
      within(expires)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['In 30 days', 'In 90 days', 'In 365 days', 'Never']);
    await user.selectOptions(expires, 'Never');
    await fill(user, name, '  Tally export ');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    // The same dialog's second half: the form gives way to the key.
    const key = (await screen.findByRole('textbox', { name: 'Your new key' })) as HTMLInputElement;
    const secretDialog = screen.getByRole('dialog', { name: 'Create API key' });
    expect(within(secretDialog).queryByRole('textbox', { name: 'Name' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(key));
    expect(key.value).toBe(SECRET);
    expect(key.readOnly).toBe(true);
    expect(within(secretDialog).getByText('Copy this key now: it is not shown again.')).toBeTruthy();
    expect(await screen.findByText('API key created')).toBeTruthy();
    expect(sent).toEqual([
      {
        input: { name: 'Tally export', access: 'read_write', expiresInDays: null, idempotencyKey: expect.any(String) },
      },
    ]);
    expect((sent[0]!.input as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await within(secretDialog).findByText('Copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create API key' })));
    // The new key heads the list from the answer: the list's one mocked answer was not asked again.
    const rows = within(await list()).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('Tally export');
    expect(within(rows[1]!).getAllByRole('cell')[5]!.textContent).toBe('Never');
    expect(within(rows[2]!).getAllByRole('cell')[0]!.textContent).toBe('Accounts sync');
  });

  it('selects the key to copy by hand when the browser refuses the clipboard', async () => {
    const { user } = renderComponent(<ApiKeys />, {
      mocks: [
        apiKeysMock([]),
        answering(
          CreateApiKeyDocument,
          { data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, apiKey: created } } },
          [],
        ),
      ],
    });
    const dialog = await openCreate(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Tally export');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const key = (await screen.findByRole('textbox', { name: 'Your new key' })) as HTMLInputElement;
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(
      await screen.findByText('Copy did not work in this browser: the key is selected, copy it from the field.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(key);
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('names the field that is wrong and sends nothing', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<ApiKeys />, {
      mocks: [apiKeysMock([]), answering(CreateApiKeyDocument, { data: null }, sent)],
    });
    const dialog = await openCreate(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    await fill(user, name, 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name can be at most 60 characters.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('puts the server’s refusal under Name, and never shows the server’s own text for a fault', async () => {
    const { user } = renderComponent(<ApiKeys />, {
      mocks: [
        apiKeysMock([apiKey()]),
        {
          request: { query: CreateApiKeyDocument, variables: () => true },
          result: {
            errors: [
              {
                message: 'Conflict',
                extensions: {
                  code: 'CONFLICT',
                  fields: [
                    {
                      field: 'input.name',
                      message: 'An active API key of this hostel already has this name. Choose another name.',
                    },
                  ],
                },
              },
            ],
          },
        },
        {
          request: { query: CreateApiKeyDocument, variables: () => true },
          result: { errors: [{ message: 'SQLITE_BUSY: database is locked', extensions: { code: 'INTERNAL' } }] },
        },
      ],
    });
    const dialog = await openCreate(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Accounts sync');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(
      await within(dialog).findByText('An active API key of this hostel already has this name. Choose another name.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' })));

    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Accounts sync 2');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong. Nothing was saved.');
    expect(document.body.textContent).not.toContain('SQLITE_BUSY');
    expect(within(dialog).queryByRole('textbox', { name: 'Your new key' })).toBeNull();
  });

  it('asks before revoking, naming the key, then revokes it and shows it revoked', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderComponent(<ApiKeys />, {
      mocks: [
        apiKeysMock([apiKey()]),
        answering(RevokeApiKeyDocument, { data: { revokeApiKey: apiKey({ status: 'revoked' }) } }, sent),
      ],
    });
    const table = await list();
    await user.click(within(table).getByRole('button', { name: 'Revoke Accounts sync' }));
    let confirm = await findConfirmDialog('Revoke API key Accounts sync?');
    expect(
      within(confirm).getByText('Scripts using hak_7Fq2… stop working at once. This cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Revoke Accounts sync' }));
    confirm = await findConfirmDialog('Revoke API key Accounts sync?');
    const revoke = within(confirm).getByRole('button', { name: 'Revoke' });
    expect(buttonPalette(revoke)).toBe('red');
    await user.click(revoke);
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    expect(sent).toEqual([{ input: { id: '1' } }]);
    await waitFor(() => expect(within(table).getAllByRole('cell')[7]!.textContent).toBe('Revoked'));
    expect(within(table).queryByRole('button', { name: 'Revoke Accounts sync' })).toBeNull();
  });
  it('keeps the key and says in words when the revoke fails, never the server’s own text', async () => {
    const { user } = renderComponent(<ApiKeys />, {
      mocks: [
        apiKeysMock([apiKey()]),
        {
          request: { query: RevokeApiKeyDocument, variables: () => true },
          result: { errors: [{ message: 'deadlock detected on api_keys' }] },
        },
      ],
    });
    const table = await list();
    await user.click(within(table).getByRole('button', { name: 'Revoke Accounts sync' }));
    const confirm = await findConfirmDialog('Revoke API key Accounts sync?');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong. Nothing was saved.');
    expect(document.body.textContent).not.toContain('deadlock');
    expect(screen.queryByText('API key revoked')).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(table).getAllByRole('cell')[7]!.textContent).toBe('Active');
  });
});

describe('Hostel settings: API keys on a phone', () => {
  beforeEach(() => {
    const narrow = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    vi.spyOn(window, 'matchMedia').mockImplementation(narrow);
  });

  it('stacks each key as a card with Revoke beside its name, and no table', async () => {
    renderComponent(<ApiKeys />, { mocks: [apiKeysMock([apiKey()])] });
    const cards = within(await screen.findByRole('list', { name: 'API keys' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText('Accounts sync')).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Revoke Accounts sync' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Key').tagName).toBe('DT');
    expect(within(cards[0]!).getByText('hak_7Fq2…')).toBeTruthy();
    expect(within(cards[0]!).getByText('Last used').nextElementSibling?.textContent).toBe('Never');
  });

  it('says so on a phone too when there are no keys', async () => {
    renderComponent(<ApiKeys />, { mocks: [apiKeysMock([])] });
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
  });
});

/** The other sections of Hostel Settings, answered so they stay out of these tests. */
const otherSettings = () => [...hostelSettingsMocks(), requestTargetsMock()];

describe('Profile Settings: API keys', () => {
  // The route's page loads lazily: load it once before the first test, so its timing is the test's own.
  beforeAll(() => import('../pages/ProfilePage'), 60_000);

  it('is a section of Hostel Settings for an admin', async () => {
    signIn();
    renderRoute('/admin/profile?tab=settings', {
      mocks: [profileMock(), activityMock(), ...otherSettings(), apiKeysMock([apiKey()])],
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Hostel Settings' });
    const section = await within(panel).findByRole('region', { name: 'API keys' });
    expect(await within(section).findByRole('table', { name: 'API keys' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Create API key' })).toBeTruthy();
  });

  it('is not shown to a warden, who may not manage keys', async () => {
    signIn(loginFor('warden'));
    renderRoute('/admin/profile?tab=settings', { mocks: [profileMock({ role: 'warden' }), activityMock()] });
    expect(await screen.findByRole('tabpanel', { name: 'Change Password' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Hostel Settings' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'API keys' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
  });
});
