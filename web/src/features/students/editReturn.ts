import { useLocation } from 'react-router-dom';

/** Router state an Edit link carries: the page (path and query) the edit page returns to. */
export type EditReturnState = { from: string };

/**
 * The state for a link to the edit page: where it was opened from (the list with its search, sort and page,
 * or a resident's page), so Save and Cancel return there.
 */
export function useEditReturnState(): EditReturnState {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/** Where the edit page was opened from, when a link of this app opened it. */
export function editReturnPath(state: unknown): string | null {
  const from = (state as Partial<EditReturnState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
