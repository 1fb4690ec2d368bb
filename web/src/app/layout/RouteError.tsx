import type { CSSProperties } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** In words, never the error's own text: a failed chunk load after a deploy is the usual cause. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return 'This page does not exist.';
  return 'This screen could not be shown. Reloading the page usually fixes it.';
}

/*
 * Plain markup, styled here: this screen shows when a route's code fails to load, Chakra UI's included (a lazy chunk
 * since issue 37), so it needs none of it. The colours and sizes are the theme's (lib/theme.ts).
 */
const style = {
  page: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '100dvh',
    padding: 24,
    boxSizing: 'border-box',
  },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, textAlign: 'center' },
  heading: { margin: 0, fontSize: '1.875rem', lineHeight: '2.25rem', fontWeight: 600 },
  text: { margin: 0, color: '#52525b' },
  button: {
    minHeight: 44,
    padding: '0 16px',
    border: 0,
    borderRadius: 4,
    background: '#1d47f5',
    color: '#fff',
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 500,
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;

/** Shown when a screen fails to load or render, e.g. after a deploy replaced its code chunk. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main style={style.page}>
      <div style={style.stack} role="alert">
        <h1 style={style.heading}>Something went wrong</h1>
        <p style={style.text}>{describe(error)}</p>
        <button type="button" style={style.button} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </main>
  );
}
