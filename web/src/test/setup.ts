import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { reloadSession } from '../lib/session';
import { toaster } from '../lib/toaster';

// Lazy routes and Chakra's first render can take over a second on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// Stand-ins, where the DOM emulation lacks them, for the layout APIs Chakra (Ark/Zag) and the router's scroll reset call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.scrollTo ??= () => undefined;

// A mocked answer missing a field its document selects is test data that drifted from the document (say, a
// shared fragment grew): Apollo only logs it, and the screen quietly gets less. Such a test fails here.
let missingFields: string[] = [];
beforeEach(() => {
  missingFields = [];
  const logError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Missing field')) missingFields.push(format(...args));
    logError(...args);
  });
});

afterEach(() => {
  cleanup();
  // The toaster is one store for the whole app: a test's toasts must not reach the next test.
  toaster.remove();
  sessionStorage.clear();
  localStorage.clear();
  reloadSession();
  if (missingFields.length > 0) {
    throw new Error(`A mocked answer lacks fields its document selects: ${missingFields.join('; ')}`);
  }
});
