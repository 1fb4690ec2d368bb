import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderComponent } from '@/test/renderRoute';
import { buttonPalette, findConfirmDialog } from '@/test/confirm';
import { CONFIRM_FAILURE, useConfirm, type ConfirmOptions } from './ConfirmDialog';

type HarnessProps = {
  options: ConfirmOptions;
  onAnswer?: (done: boolean) => void;
  /** Takes the opener out of the page once the action succeeded ('now') or just after it ('later', a refetch). */
  removeOpener?: 'now' | 'later' | 'navigate';
};

function Harness({ options, onAnswer = () => undefined, removeOpener }: HarnessProps) {
  const confirm = useConfirm();
  const [gone, setGone] = useState(false);
  const [page, setPage] = useState<'Residents' | 'Rooms' | null>('Residents');
  const open = async () => {
    const done = await confirm({
      ...options,
      action: async () => {
        await options.action();
        if (removeOpener === 'now') setGone(true);
        if (removeOpener === 'later') setTimeout(() => setGone(true), 100);
        if (removeOpener === 'navigate') {
          // Another page, whose heading comes when its code has loaded.
          setGone(true);
          setPage(null);
          setTimeout(() => setPage('Rooms'), 150);
        }
      },
    });
    onAnswer(done);
  };
  return (
    <main>
      {page && <h1>{page}</h1>}
      <button type="button">Something else</button>
      {!gone && (
        <button type="button" onClick={open}>
          Delete Asha Rao
        </button>
      )}
    </main>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const target = 'Asha Rao, room 204 bed B';

async function openDialog(props: HarnessProps, question = 'Are you sure you want to delete this item?') {
  const view = renderComponent(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Delete Asha Rao' });
  await view.user.click(opener);
  const dialog = await findConfirmDialog(question);
  return { ...view, opener, dialog };
}

describe('ConfirmDialog (useConfirm)', () => {
  it('asks with the spec words, names its target and puts focus on Cancel', async () => {
    const action = vi.fn();
    const { dialog } = await openDialog({ options: { target, action } });
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(within(dialog).getByText(target)).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain(target);
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(action).not.toHaveBeenCalled();
  });

  it('confirms in the primary colour, and in red only when the action destroys something', async () => {
    const { dialog, unmount } = await openDialog(
      { options: { target, action: vi.fn(), title: 'Record payment' } },
      'Record payment',
    );
    expect(buttonPalette(within(dialog).getByRole('button', { name: 'Confirm' }))).toBe('primary');
    unmount();
    const deleting = await openDialog({ options: { target, action: vi.fn(), destructive: true } });
    expect(buttonPalette(within(deleting.dialog).getByRole('button', { name: 'Confirm' }))).toBe('red');
    expect(buttonPalette(within(deleting.dialog).getByRole('button', { name: 'Cancel' }))).not.toBe('red');
  });

  it('treats Escape as Cancel and returns focus to the opener', async () => {
    const action = vi.fn();
    const onAnswer = vi.fn();
    const { user, opener, dialog } = await openDialog({ options: { target, action }, onAnswer });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(action).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('Cancel closes without acting and returns focus to the opener', async () => {
    const action = vi.fn();
    const onAnswer = vi.fn();
    const { user, opener, dialog } = await openDialog({ options: { target, action }, onAnswer });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(action).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('never closes by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openDialog({ options: { target, action: vi.fn() } });
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('alertdialog')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows Confirm pending while the action runs, ignores a second Confirm, Cancel and Escape, then closes and toasts', async () => {
    const run = deferred();
    const action = vi.fn(() => run.promise);
    const onAnswer = vi.fn();
    const { user, opener, dialog } = await openDialog({
      options: { target, action, success: 'Item deleted successfully!' },
      onAnswer,
    });
    const confirmButton = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.click(confirmButton);
    expect(confirmButton.getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).getAttribute('aria-disabled')).toBe('true');
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    await user.click(confirmButton);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.queryByText('Item deleted successfully!')).toBeNull();

    await act(async () => run.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Item deleted successfully!')).toBeTruthy();
    expect(onAnswer).toHaveBeenCalledWith(true);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('stays open on failure and says so in plain words, never the server text; a retry can succeed', async () => {
    const action = vi
      .fn()
      .mockRejectedValueOnce(new Error('SQLITE_CONSTRAINT: FOREIGN KEY constraint failed'))
      .mockResolvedValueOnce(undefined);
    const onAnswer = vi.fn();
    const { user, dialog } = await openDialog({ options: { target, action, success: 'Done' }, onAnswer });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(CONFIRM_FAILURE);
    expect(screen.queryByText(/SQLITE|constraint/i)).toBeNull();
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(onAnswer).not.toHaveBeenCalled();
    const confirmButton = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirmButton.getAttribute('aria-disabled')).toBeNull();

    await user.click(confirmButton);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it("uses the caller's words for a failure, from the error when it asks for it", async () => {
    const action = vi.fn().mockRejectedValue(Object.assign(new Error('raw'), { code: 'CONFLICT' }));
    const failure = (error: unknown) =>
      (error as { code?: string }).code === 'CONFLICT' ? 'Bed 101-c has a resident now.' : 'Not removed.';
    const title = 'Are you sure you want to remove bed 101-c?';
    const { user, dialog } = await openDialog({ options: { title, target: 'Bed 101-c', action, failure } }, title);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Bed 101-c has a resident now.');
  });

  it('sends focus to the page heading when the opener is gone after success', async () => {
    const { user, dialog } = await openDialog({ options: { target, action: vi.fn() }, removeOpener: 'now' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete Asha Rao' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Residents' })));
  });

  it('sends focus to the page heading when the opener goes just after the dialog closed', async () => {
    const { user, opener, dialog } = await openDialog({ options: { target, action: vi.fn() }, removeOpener: 'later' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Residents' })));
  });

  it("sends focus to the next page's heading once it is there, after an action that navigates", async () => {
    const { user, dialog } = await openDialog({ options: { target, action: vi.fn() }, removeOpener: 'navigate' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rooms' })));
  });
});
