import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { RequestHistoryDialogDocument } from '@/features/requests/components/RequestHistoryDialog.generated';
import { renderComponent } from '@/test/renderRoute';
import { signIn } from '@/test/session';
import { listMock, requestItem } from '../pages/requests.mocks';
import { RequestListPage } from '../pages/RequestListPage';

const route = '/admin/request/:requestType';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const change = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'RequestStatusChange' as const,
  id,
  fromStatus: 'pending',
  toStatus: 'working',
  changedAt: hoursAgo(3),
  changedById: '1',
  changedByName: 'Asha Verma',
  note: null,
  ...extra,
});

const historyMock = (history: ReturnType<typeof change>[]) => ({
  request: { query: RequestHistoryDialogDocument, variables: { id: '7' } },
  result: { data: { request: { __typename: 'Request' as const, id: '7', raisedAt: hoursAgo(5), history } } },
});

/**
 * The answer arrives after the dialog has opened, as over a network: late enough that a slow, busy machine (CI) has
 * drawn the dialog and its loading state before it comes (300 ms was not, once).
 */
const ANSWER_DELAY = 1500;
const withDelay = <Mock extends object>(mock: Mock) => ({ ...mock, delay: ANSWER_DELAY });

describe('RequestHistoryDialog', () => {
  it('opens from the row: raised at and every change newest first, who, when (exact on hover) and the note', async () => {
    signIn();
    const { user } = renderComponent(<RequestListPage />, {
      route,
      at: '/admin/request/service',
      mocks: [
        listMock([requestItem('7')]),
        withDelay(
          historyMock([
            change('1', { changedById: '1', note: 'Electrician called' }),
            change('2', {
              fromStatus: 'working',
              toStatus: 'complete',
              changedAt: hoursAgo(1),
              changedById: '9',
              changedByName: 'Ravi Kumar',
            }),
            change('3', {
              fromStatus: 'complete',
              toStatus: 'working',
              changedAt: hoursAgo(0),
              changedById: null,
              changedByName: null,
            }),
          ]),
        ),
      ],
    });
    const opener = await screen.findByRole('button', { name: 'History of the request from Priya Nair' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Service request from Priya Nair' });
    // While it is read: a named status (a bare spinner with a name is an ARIA error axe reports), busy.
    const loading = await within(dialog).findByRole('status', { name: 'Loading the history' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    const list = await within(dialog).findByRole('list', { name: 'History' }, { timeout: ANSWER_DELAY + 3000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Complete to WorkingHostel Admin (automatic) · just now',
      'Working to CompleteRavi Kumar · 1 h ago',
      'Pending to WorkingYou · 3 h agoNote: Electrician called',
      'Raised as Pending5 h ago',
    ]);
    const when = within(list).getByText('1 h ago');
    expect(when.tagName).toBe('TIME');
    expect(when.getAttribute('title')).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    expect(within(dialog).queryByText('No status changes yet.')).toBeNull();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('says when nothing has changed yet, and shows a failed read in words with Try again', async () => {
    signIn();
    const raw = new GraphQLError('Cannot query field "history" on type "Request".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const { user } = renderComponent(<RequestListPage />, {
      route,
      at: '/admin/request/service',
      mocks: [
        listMock([requestItem('7')]),
        {
          request: { query: RequestHistoryDialogDocument, variables: { id: '7' } },
          result: { errors: [raw], extensions: { requestId: 'req-7' } },
        },
        historyMock([]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'History of the request from Priya Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service request from Priya Nair' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Could not load the history');
    expect(alert.textContent).toContain('Something went wrong. (Request ID req-7)');
    expect(document.body.textContent).not.toContain('Cannot query field');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No status changes yet.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Raised as Pending5 h ago']);
  });
});
