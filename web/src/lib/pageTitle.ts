import { useEffect } from 'react';

export const APP_NAME = 'Hostel Admin';

/** The tab title of a screen: "Student Details · Hostel Admin"; the app's name alone without one. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/**
 * A more precise tab title than the route's (e.g. "Room ID. 204" once the room has loaded). Runs after the
 * route's own title is set, so it wins; the next route sets its own again.
 */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
