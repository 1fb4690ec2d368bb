import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Parameters to set (a value), remove (null or ''), or leave as they are (not named, or undefined). */
export type UrlParamChanges = Record<string, string | number | null | undefined>;

/**
 * The query string's parameters, and the one way the app changes some of them while keeping the rest.
 *
 * Every change renders at once (the router's `flushSync`) instead of in a transition. In a transition the page
 * could go on showing, and handing out callbacks made from, the parameters before a change while the address bar
 * already had it: a search typed just after choosing a filter was then written over the URL without the filter.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: UrlParamChanges, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) continue;
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace, flushSync: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}
