import { screen, waitFor, within } from '@testing-library/react';
import {
  HostelSettingsDocument,
  SetLastPeriodRuleDocument,
  SetPaymentMakerCheckerDocument,
} from '@/features/profile/graphql/HostelSettings.generated';
import { HostelReceiptDetailsDocument } from '@/features/profile/graphql/ReceiptDetails.generated';
import { renderRoute } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { activityMock, apiKeysMock, profileMock, requestTargetsMock } from '../profile.mocks';
import { webhookEndpointsMock } from '../webhooks.mocks';

const hostel = (paymentMakerChecker: string, makerCheckerEnforced: boolean) => ({
  __typename: 'Hostel',
  id: '1',
  name: 'Green Nest Hostel',
  paymentMakerChecker,
  makerCheckerEnforced,
  lastPeriodRule: 'full',
});
const settingsMock = (paymentMakerChecker = 'auto', makerCheckerEnforced = false) => ({
  request: { query: HostelSettingsDocument },
  result: { data: { hostel: hostel(paymentMakerChecker, makerCheckerEnforced) } },
});
/** The same section's Receipt details form (ReceiptDetails.test.tsx), answered so its own state stays out of these. */
const receiptMock = {
  request: { query: HostelReceiptDetailsDocument },
  result: { data: { hostel: { __typename: 'Hostel', id: '1', phone: null, gstin: null, pan: null } } },
};
const saved = (paymentMakerChecker: string, makerCheckerEnforced: boolean) => {
  const { name: _name, lastPeriodRule: _rule, ...fields } = hostel(paymentMakerChecker, makerCheckerEnforced);
  return { data: { setPaymentMakerChecker: fields } };
};

/** The rest of the profile page, answered so it stays out of these tests. */
const pageMocks = [profileMock(), activityMock()];
const SETTINGS = '/admin/profile?tab=settings';
const settingsTab = () => screen.findByRole('tabpanel', { name: 'Hostel Settings' });

async function paymentVerification() {
  const section = await settingsTab();
  return within(section).findByRole('radiogroup', { name: 'Payment verification' });
}

describe('Profile: Hostel settings, Payment verification', () => {
  // The route's page loads lazily: load it once before the first test, so its timing is the test's own.
  beforeAll(() => import('../pages/ProfilePage'), 60_000);

  it('shows the setting in plain words and saves another choice', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const { user } = renderRoute(SETTINGS, {
      mocks: [
        ...pageMocks,
        settingsMock(),
        receiptMock,
        requestTargetsMock(),
        apiKeysMock(),
        webhookEndpointsMock([]),
        {
          request: { query: SetPaymentMakerCheckerDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return saved('on', true);
          },
        },
      ],
    });
    const group = await paymentVerification();
    const auto = within(group).getByRole('radio', {
      name: /Another admin verifies each UPI, bank or card payment \(two or more admins\)/,
    }) as HTMLInputElement;
    expect(auto.checked).toBe(true);
    expect(within(group).getByRole('radio', { name: /The admin who recorded it may verify/ })).toBeTruthy();
    expect(
      screen.getByText('Now: the admin who recorded a payment may verify it; the activity log notes it.'),
    ).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Payment verification' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(within(group).getByRole('radio', { name: /Always another admin/ }));
    await user.click(save);
    expect(await screen.findByText('Payment verification saved')).toBeTruthy();
    expect(sent).toEqual([{ input: { setting: 'on' } }]);
    expect(await screen.findByText('Now: nobody verifies a payment they recorded; another admin does.')).toBeTruthy();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true));
  });

  it('says in words why a change was refused, and never shows the server’s own text', async () => {
    signIn();
    const { user } = renderRoute(SETTINGS, {
      mocks: [
        ...pageMocks,
        settingsMock(),
        receiptMock,
        requestTargetsMock(),
        apiKeysMock(),
        webhookEndpointsMock([]),
        {
          request: { query: SetPaymentMakerCheckerDocument, variables: { input: { setting: 'off' } } },
          result: { errors: [{ message: 'column payment_maker_checker exploded' }] },
        },
      ],
    });
    const group = await paymentVerification();
    await user.click(within(group).getByRole('radio', { name: /The admin who recorded it may verify/ }));
    await user.click(
      within(screen.getByRole('form', { name: 'Payment verification' })).getByRole('button', { name: 'Save' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment verification was not saved');
    expect(alert.textContent).toContain('Something went wrong. Nothing was saved.');
    expect(document.body.textContent).not.toContain('exploded');
  });

  it('saves the last rent period on its own, and says which rule holds', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const { user } = renderRoute(SETTINGS, {
      mocks: [
        ...pageMocks,
        settingsMock(),
        receiptMock,
        requestTargetsMock(),
        apiKeysMock(),
        webhookEndpointsMock([]),
        {
          request: { query: SetLastPeriodRuleDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return { data: { setLastPeriodRule: { __typename: 'Hostel', id: '1', lastPeriodRule: 'pro_rata' } } };
          },
        },
      ],
    });
    const section = await settingsTab();
    const group = await within(section).findByRole('radiogroup', { name: 'Last rent period of a stay' });
    expect((within(group).getByRole('radio', { name: /Full period/ }) as HTMLInputElement).checked).toBe(true);
    const form = within(section).getByRole('form', { name: 'Last rent period' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(within(group).getByRole('radio', { name: /Days stayed \(pro rata\)/ }));
    await user.click(save);
    expect(await screen.findByText('Last rent period saved')).toBeTruthy();
    expect(sent).toEqual([{ input: { rule: 'pro_rata' } }]);
    await waitFor(() =>
      expect((within(group).getByRole('radio', { name: /Days stayed \(pro rata\)/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    // Payment verification's Save stays as it was: each setting saves on its own.
    const verification = within(section).getByRole('form', { name: 'Payment verification' });
    expect(within(verification).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('is not shown to a warden: Profile Settings opens their own setting, the password, instead', async () => {
    signIn(loginFor('warden'));
    renderRoute(SETTINGS, { mocks: [...pageMocks, settingsMock()] });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('tabpanel', { name: 'Change Password' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Hostel Settings' })).toBeNull();
  });
});
