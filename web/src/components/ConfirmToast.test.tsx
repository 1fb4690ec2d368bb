import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../app/UiProvider';
import { confirmToast } from './ConfirmToast';

/** Dismissed toasts animate out (data-state="closed") before they leave the DOM. */
function isClosed(text: string) {
  const root = screen.queryByText(text)?.closest('[data-part="root"]');
  return !root || root.getAttribute('data-state') === 'closed';
}

function renderToaster() {
  render(<UiProvider>{null}</UiProvider>);
  return userEvent.setup();
}

describe('confirmToast', () => {
  it('shows the message with Confirm and Cancel; Confirm runs the action and closes', async () => {
    const user = renderToaster();
    const onConfirm = vi.fn();
    act(() => confirmToast({ message: 'Remove this bed?', onConfirm }));
    expect(await screen.findByText('Remove this bed?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(isClosed('Remove this bed?')).toBe(true));
  });

  it('Cancel closes without running the action', async () => {
    const user = renderToaster();
    const onConfirm = vi.fn();
    act(() => confirmToast({ message: 'Delete room?', onConfirm }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(isClosed('Delete room?')).toBe(true));
  });

  it('uses custom labels', async () => {
    renderToaster();
    act(() => confirmToast({ message: 'Sure?', confirmLabel: 'Yes', cancelLabel: 'No', onConfirm: vi.fn() }));
    expect(await screen.findByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
  });

  it('surfaces an unhandled failure of the action as an error toast', async () => {
    const user = renderToaster();
    act(() => confirmToast({ message: 'Go?', onConfirm: () => Promise.reject(new Error('Bed is occupied')) }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bed is occupied')).toBeTruthy();
  });
});
