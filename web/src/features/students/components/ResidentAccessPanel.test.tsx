import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  GrantResidentAccessDocument,
  RevokeResidentAccessDocument,
} from '@/features/students/graphql/ResidentAccess.generated';
import { balanceChangeStudent } from '@/domain/money/moneyFixtures';
import { toaster } from '@/lib/toaster';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { renderComponent } from '@/test/renderRoute';
import { ResidentAccessPanel, type ResidentAccessPanelProps } from './ResidentAccessPanel';

type Panel = ResidentAccessPanelProps['student'];

const asha: Panel = {
  id: '1',
  name: 'Asha Verma',
  phone: '+919876543210',
  archived: false,
  residentAccess: null,
};
const withAccess = (active: boolean, phoneNumber = asha.phone): Panel => ({
  ...asha,
  residentAccess: { studentId: '1', active, phoneNumber, ...{ __typename: 'ResidentAccess' } },
});

const grantMock = (result: object) => ({
  request: { query: GrantResidentAccessDocument, variables: { input: { studentId: '1' } } },
  ...result,
});

/** A grant's or revoke's answer: the resident as the screens show them, with the login as it now is. */
const answer = (panel: Panel) => ({ ...balanceChangeStudent({ id: '1' }), ...panel });

afterEach(() => act(() => toaster.remove()));

describe('Resident login on a resident’s page', () => {
  it('gives a login only after asking, naming the resident and the phone they will sign in with', async () => {
    let sent = 0;
    const mock = grantMock({
      result: () => {
        sent += 1;
        return {
          data: { grantResidentAccess: { __typename: 'ResidentAccessPayload', student: answer(withAccess(true)) } },
        };
      },
    });
    const { user } = renderComponent(<ResidentAccessPanel student={asha} />, { mocks: [mock] });
    expect(screen.getByText(/Asha Verma has no login/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Give login' }));
    const dialog = await findConfirmDialog('Give this resident their own login?');
    expect(dialog.textContent).toContain('Asha Verma, +91 98765 43210');
    expect(dialog.textContent).toContain('signs in at /resident with a code sent to +91 98765 43210');
    expect(sent).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Give login' }));
    expect(await screen.findByText('Asha Verma can now sign in with +91 98765 43210')).toBeTruthy();
    expect(sent).toBe(1);
  });

  it('says in its own words when the phone already signs in as someone else, and keeps the dialog open', async () => {
    const clash = new GraphQLError('+919876543210 already signs in to Hostel Admin as another user', {
      extensions: { code: 'CONFLICT', fields: [{ field: 'phone', message: 'taken' }] },
    });
    const { user } = renderComponent(<ResidentAccessPanel student={asha} />, {
      mocks: [grantMock({ result: { errors: [clash] } })],
    });
    await user.click(screen.getByRole('button', { name: 'Give login' }));
    const dialog = await findConfirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Give login' }));
    expect(
      await within(dialog).findByText(
        "Asha Verma's phone already signs in to Hostel Admin as another user. Change Asha Verma's phone first.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/\+919876543210 already signs in/)).toBeNull();
  });

  it('turns a login off in the destructive colour, and offers to update it after a phone change', async () => {
    const revoke = {
      request: { query: RevokeResidentAccessDocument, variables: { input: { studentId: '1' } } },
      result: {
        data: { revokeResidentAccess: { __typename: 'ResidentAccessPayload', student: answer(withAccess(false)) } },
      },
    };
    const { user, unmount } = renderComponent(<ResidentAccessPanel student={withAccess(true)} />, { mocks: [revoke] });
    expect(screen.getByText('Signs in to their own page with a code sent to +91 98765 43210.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Give login' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Turn off login' }));
    const dialog = await findConfirmDialog('Turn off this resident’s login?');
    const confirm = within(dialog).getByRole('button', { name: 'Turn off' });
    expect(buttonPalette(confirm)).toBe('red');
    await user.click(confirm);
    expect(await screen.findByText("Asha Verma's login is turned off")).toBeTruthy();
    unmount();

    renderComponent(<ResidentAccessPanel student={withAccess(true, '+919000000001')} />);
    expect(screen.getByText(/Their phone has changed since the login was given/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update login' })).toBeTruthy();
  });
});
