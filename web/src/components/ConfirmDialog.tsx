import { createContext, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '../lib/lazyNamed';
import { toaster } from '../lib/toaster';
import { DELETE_QUESTION, type ConfirmOptions, type ConfirmRequest } from './confirmTypes';

/** The dialog's look loads with the first confirmation, not with every page (issue 37). */
const ConfirmDialogView = lazyNamed(() => import('./ConfirmDialogView'), 'ConfirmDialogView');

export { DELETE_QUESTION };

/** Said in the dialog when the action fails and the caller gave no words of its own. */
export const CONFIRM_FAILURE = 'That did not work, and nothing was changed. Try again, or choose Cancel.';

export type { ConfirmOptions } from './confirmTypes';

/** Resolves true once the action succeeded and the dialog closed, false when the person chose Cancel or Escape. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * Asks before a destructive or irreversible action: `const confirm = useConfirm()`, then
 * `if (await confirm({ target: 'Room 101', action: () => deleteRoom(id), success: 'Room 101 deleted', destructive: true })) …`.
 *
 * Why a promise-based hook and one dialog per app (`ConfirmProvider`) rather than a dialog per screen:
 * - the dialog outlives the button that opened it: a row that is archived, a bed card that moves, a page that
 *   shows a spinner while its room is deleted can unmount the opener while the action runs;
 * - a screen writes one call, with no open state, refs or pending flags of its own, so every confirmation
 *   (and the money writes to come: payments, refunds, checkout) behaves the same way;
 * - the caller gets `true` after success, for what comes next (a navigation, a form reset).
 *
 * The dialog (role="alertdialog", named by its question, described by its target) puts focus on Cancel, the
 * safe choice; never closes by itself or on a click outside; treats Escape as Cancel; runs the action with
 * Confirm pending; on failure stays open and says so in plain words; on success closes and then shows the
 * success toast. Focus returns to the element that had it when `confirm` was called (the opener), or, when that
 * element is gone or disabled, or goes just after (the deleted row's button), to the page's main heading.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}

type Request = ConfirmRequest;

function focusable(element: HTMLElement | null): element is HTMLElement {
  return !!element && element.isConnected && !element.matches(':disabled, [aria-disabled="true"]');
}

/** Where focus goes when the opener is gone: the page's main heading (made focusable for the moment). */
function fallbackFocus(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * After a success the opener often goes a moment later (the list refetches without the archived row): if it
 * leaves the page while it still has focus, focus moves to the page heading instead of falling to the body.
 */
function followOpener(opener: HTMLElement | null) {
  if (!opener || typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    const active = document.activeElement;
    // Focus somewhere on the page (not in this closing dialog) was put there on purpose: leave it.
    if (active && active !== document.body && !active.closest('[role="alertdialog"]')) return stop();
    // After a navigation the next page's heading may not be there yet: keep watching until it is.
    const heading = fallbackFocus();
    if (!heading) return;
    stop();
    heading.focus();
  });
  const timer = setTimeout(() => stop(), 10_000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}

function failureText(failure: ConfirmOptions['failure'], error: unknown): string {
  if (typeof failure === 'function') return failure(error);
  return failure ?? CONFIRM_FAILURE;
}

/** Mounts the one confirmation dialog of the app; `useConfirm` opens it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const pendingRef = useRef(false);
  const requestRef = useRef<Request | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        requestRef.current?.resolve(false);
        const active = document.activeElement;
        const next = { ...options, resolve, opener: active instanceof HTMLElement ? active : null };
        requestRef.current = next;
        pendingRef.current = false;
        setRequest(next);
        setPending(false);
        setFailed(null);
        setOpen(true);
      }),
    [],
  );

  const finish = (done: boolean) => {
    const current = requestRef.current;
    requestRef.current = null;
    setOpen(false);
    current?.resolve(done);
  };

  const cancel = () => {
    if (!pendingRef.current) finish(false);
  };

  const run = async () => {
    const current = requestRef.current;
    if (!current || pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setFailed(null);
    try {
      await current.action();
    } catch (error) {
      if (requestRef.current === current) setFailed(failureText(current.failure, error));
      return;
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
    finish(true);
    followOpener(current.opener);
    if (current.success) {
      const duration = current.successDuration === undefined ? {} : { duration: current.successDuration };
      toaster.create({ type: 'success', title: current.success, closable: true, ...duration });
    }
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <ConfirmDialogView
            request={request}
            open={open}
            pending={pending}
            failed={failed}
            cancelRef={cancelRef}
            onCancel={cancel}
            onConfirm={() => void run()}
            finalFocus={() => (focusable(request.opener) ? request.opener : fallbackFocus())}
            onExitComplete={() => setRequest((shown) => (shown === request && !requestRef.current ? null : shown))}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
