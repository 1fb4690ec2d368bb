import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a navigation waits for its page's heading (code and data may still be loading). */
const WAIT_MS = 10_000;

/** The page's heading: the h1 inside the main landmark, else the first h1. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/**
 * After a navigation (not the first load), moves focus to the new page's h1, so keyboard and screen reader
 * users start at the page they asked for instead of the link they left. It waits for the heading to render (a
 * lazy page, a skeleton while data loads), and leaves focus alone when the page or the user has put it in the
 * page on purpose (the login page's autofocused phone field).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    /**
     * Focus inside the page's main region was put there by the new page (an autofocused field) or by the user
     * since: leave it. Anywhere else (the link followed in the sidebar or header, nowhere) it is ours to move.
     */
    const untouched = () => {
      const active = document.activeElement;
      return !active || active === document.body || !active.closest('main');
    };
    const tryFocus = () => {
      const heading = pageHeading();
      if (!heading || heading.closest('[aria-busy="true"]')) return false;
      if (untouched()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    if (tryFocus()) stop();
    return stop;
  }, [pathname]);

  return null;
}
