import { cloneElement, Fragment, Suspense, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

/** What a dialog opened through LazyDialogTrigger receives: its trigger controls it. */
export type LazyDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

export type LazyDialogTriggerProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement<TriggerProps>;
  /**
   * The dialog, a component from lazyNamed (lib/lazyNamed.ts): `(props) => <SomeDialog {...props} other={…} />`.
   */
  dialog: (props: LazyDialogProps) => ReactNode;
};

/**
 * A button whose dialog's code loads when it is first pressed, not with the page: a form dialog brings its form
 * libraries (zod, react-hook-form, the phone metadata) and a page that only shows data should not load them (issue
 * 37, budgets in bench/web-bytes.mjs). Each opening mounts the dialog afresh (its form starts from the current
 * values); after closing it stays mounted, so it closes with its animation and hands focus back to the button as a
 * Dialog.Trigger's would.
 */
export function LazyDialogTrigger({ trigger, dialog }: LazyDialogTriggerProps) {
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  return (
    <>
      {cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event) => {
          trigger.props.onClick?.(event);
          setOpening((count) => count + 1);
          setOpen(true);
        },
      })}
      {opening > 0 && (
        // Nothing while the chunk arrives: the button stays, and the dialog shows as soon as it has loaded.
        <Suspense fallback={null}>
          <Fragment key={opening}>{dialog({ open, onOpenChange: setOpen })}</Fragment>
        </Suspense>
      )}
    </>
  );
}
