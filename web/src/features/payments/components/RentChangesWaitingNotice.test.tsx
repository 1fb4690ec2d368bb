import { screen } from '@testing-library/react';
import { RentChangesWaitingDocument } from '@/domain/money/RentChangesWaiting.generated';
import { renderComponent } from '@/test/renderRoute';
import { loginFor, signIn } from '@/test/session';
import { RentChangesWaitingNotice } from './RentChangesWaitingNotice';

const waitingMock = (rentChangesWaiting: number) => ({
  request: { query: RentChangesWaitingDocument },
  result: { data: { rentChangesWaiting } },
});

describe('RentChangesWaitingNotice (Payment Details)', () => {
  it('tells an admin how many rent changes wait for approval, linking to Update Rent', async () => {
    signIn();
    renderComponent(<RentChangesWaitingNotice />, { mocks: [waitingMock(2)] });
    const notice = await screen.findByRole('status', { name: 'Waiting for approval' });
    expect(notice.textContent).toContain('2 rent changes wait for your approval.');
    expect(screen.getByRole('link', { name: 'Review on Update Rent' }).getAttribute('href')).toBe(
      '/admin/payment-details/update-rent',
    );
  });

  it('says one in the singular, and nothing when none waits or to a warden', async () => {
    signIn();
    const one = renderComponent(<RentChangesWaitingNotice />, { mocks: [waitingMock(1)] });
    expect((await screen.findByRole('status', { name: 'Waiting for approval' })).textContent).toContain(
      '1 rent change waits for your approval.',
    );
    one.unmount();
    const none = renderComponent(<RentChangesWaitingNotice />, { mocks: [waitingMock(0)] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status', { name: 'Waiting for approval' })).toBeNull();
    none.unmount();
    signIn(loginFor('warden'));
    renderComponent(<RentChangesWaitingNotice />, { mocks: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status', { name: 'Waiting for approval' })).toBeNull();
  });
});
