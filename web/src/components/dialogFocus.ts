/**
 * `onFocusOutside` for every modal dialog of the app. Focus leaves a modal dialog only when a script moves it
 * (Zag's toaster hands focus back to where it was when the pointer leaves a toast whose action opened the
 * dialog): that is no reason to close it and lose what was typed. The dialog's focus trap brings focus back.
 * Escape, Cancel, the close button and (where allowed) a click outside still close it.
 */
export function keepOpenOnFocusOutside(event: { preventDefault: () => void }) {
  event.preventDefault();
}
