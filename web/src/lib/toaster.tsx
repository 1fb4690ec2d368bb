import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from './lazyNamed';
import { STUDENT_TOAST_DURATION, toaster } from './toastStore';

export { STUDENT_TOAST_DURATION, TOAST_DURATION, toaster } from './toastStore';

type ToastStatus = 'success' | 'error' | 'info' | 'warning';

export function notify(status: ToastStatus, title: string, description?: string) {
  return toaster.create({ type: status, title, description, closable: true });
}

/** Same as `notify`, with the longer duration the student screens use. */
export function notifyStudent(status: ToastStatus, title: string, description?: string) {
  return toaster.create({ type: status, title, description, closable: true, duration: STUDENT_TOAST_DURATION });
}

/**
 * What was saved but deserves a look (a mutation's `warnings`, such as an Email another resident has too):
 * one warning toast each, after the success toast, that stays until closed so it can be read at leisure
 * (it outlives the navigation back to a list).
 */
export function notifyWarnings(warnings: readonly { message: string }[]) {
  for (const warning of warnings)
    toaster.create({
      type: 'warning',
      title: 'Saved, but check this',
      description: warning.message,
      closable: true,
      duration: Infinity,
    });
}

/** The toasts' look: loaded with the first toast (./ToasterView.tsx). */
const ToasterView = lazyNamed(() => import('./ToasterView'), 'ToasterView');

/**
 * Where toasts show. Its code (Chakra's toast group and toast machines) loads with the first toast, not with every
 * page (issue 37): the store above holds toasts created before it has loaded, and the toast group shows them when it
 * mounts; a toast's time starts when it shows.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    if (toaster.getVisibleToasts().length > 0) {
      setWanted(true);
      return;
    }
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
