/** What a route of the table says about its screen, read from `useMatches()`. */
export type RouteHandle = {
  /** The tab title's first part, the screen's title as the spec names it ("Student Details"). */
  title: string;
};

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}
