import type { ReactNode } from 'react';

/** The spec's question for a delete; screens whose spec words it differently pass their own `title`. */
export const DELETE_QUESTION = 'Are you sure you want to delete this item?';

export type ConfirmOptions = {
  /** The question, as the spec words it (default: "Are you sure you want to delete this item?"). */
  title?: string;
  /** What the action acts on, in words a person recognises: "Asha Rao, room 204 bed B", "Room 101", "Bed 101-c". */
  target: string;
  /** What follows from confirming, when it is not obvious from the question. */
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Confirm in the destructive red: for a delete or a removal (a resident, a room, a bed, a resident from a bed).
   * Left out, Confirm is in the primary colour: recording a payment, a charge, a refund, an approval.
   */
  destructive?: boolean;
  /**
   * The destructive or irreversible work, run when Confirm is chosen: the dialog shows Confirm as pending
   * (and ignores Cancel, Escape and a second Confirm) until it settles. When it throws, the dialog stays open
   * and says `failure`; when it resolves, the dialog closes and `success` is shown as a toast.
   */
  action: () => unknown;
  /** The success toast ("Item deleted successfully!"); none when left out. */
  success?: string;
  /** How long the success toast stays, in ms (the student screens use 5000). */
  successDuration?: number;
  /**
   * Plain words for a failure, never the server's text: a sentence, or a function of the error (to tell a
   * conflict from a lost connection by its code). Default: `CONFIRM_FAILURE`.
   */
  failure?: string | ((error: unknown) => string);
};

/** A confirmation asked: its options, how to answer the caller, and where focus was. */
export type ConfirmRequest = ConfirmOptions & { resolve: (done: boolean) => void; opener: HTMLElement | null };
