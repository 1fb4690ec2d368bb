import { jsonResponse, stubFetch } from '@/test/fetch';
import { loginFor, signIn } from '@/test/session';
import { clearSession } from '@/lib/session';
import { keepTabsAccessible } from './accessibleTabs';
import { playgroundFetcher } from './fetcher';
import { sessionHeaders } from './sessionHeaders';
import { playgroundStorage } from './storage';

describe('the playground’s headers', () => {
  it('send the session of this browser tab as a bearer token, shown in Headers', () => {
    signIn(loginFor('warden'));
    expect(JSON.parse(sessionHeaders())).toEqual({ Authorization: 'Bearer test-token' });
  });

  it('are empty when no one is signed in here: the user pastes an API key', () => {
    clearSession();
    expect(sessionHeaders()).toBe('');
  });
});

describe('the playground’s fetcher', () => {
  it('posts the operation as JSON to /graphql with exactly the editor’s headers, and no cookies', async () => {
    const fetchMock = stubFetch(jsonResponse({ data: { me: { id: '1' } } }));
    const params = { query: '{ me { id } }', operationName: null };
    const answer = await playgroundFetcher(params, { headers: { Authorization: 'Bearer hak_example' } });
    expect(answer).toEqual({ data: { me: { id: '1' } } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', body: JSON.stringify(params) });
    expect(init?.headers).toEqual({
      Authorization: 'Bearer hak_example',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
  });

  it('shows an answer that is not JSON as its status', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(playgroundFetcher({ query: '{ me { id } }' }, {})).resolves.toEqual({
      errors: [{ message: 'HTTP 502 Bad Gateway: the answer was not JSON' }],
    });
  });
});

describe('the playground’s storage', () => {
  it('keeps History in sessionStorage under its own names, and the open tabs only for the page', () => {
    sessionStorage.clear();
    const storage = playgroundStorage();
    storage.setItem('graphiql:queries', '{"queries":[]}');
    storage.setItem('graphiql:tabs', '{"tabs":[]}');
    expect(sessionStorage.getItem('hostel-admin:graphiql:queries')).toBe('{"queries":[]}');
    expect(Object.keys(sessionStorage)).toEqual(['hostel-admin:graphiql:queries']);
    expect(storage.getItem('graphiql:tabs')).toBe('{"tabs":[]}');
    expect(playgroundStorage().getItem('graphiql:tabs')).toBeNull();
    expect(storage.length).toBe(2);
    storage.clear();
    expect(sessionStorage.length).toBe(0);
    expect(storage.getItem('graphiql:tabs')).toBeNull();
  });
});

describe('the playground’s tab bar', () => {
  it('is a list of buttons, the open tab’s marked current, however GraphiQL marks it later', async () => {
    const root = document.createElement('main');
    root.innerHTML = `<ul class="graphiql-tabs" role="tablist" aria-label="Select active operation">
      <li class="graphiql-tab" role="tab" aria-selected="true"><button class="graphiql-tab-button">Residents</button><button aria-label="Close Tab"></button></li>
      <li class="graphiql-tab" role="tab" aria-selected="false"><button class="graphiql-tab-button">Dues</button><button aria-label="Close Tab"></button></li>
    </ul>`;
    const stop = keepTabsAccessible(root);
    expect(root.querySelectorAll('[role], [aria-selected]')).toHaveLength(0);
    const [residents, dues] = Array.from(root.querySelectorAll('.graphiql-tab-button'));
    expect(residents!.getAttribute('aria-current')).toBe('true');
    expect(dues!.hasAttribute('aria-current')).toBe(false);
    // GraphiQL opens Dues: it marks both tabs again.
    const [first, second] = Array.from(root.querySelectorAll('.graphiql-tab'));
    first!.setAttribute('aria-selected', 'false');
    second!.setAttribute('aria-selected', 'true');
    second!.setAttribute('role', 'tab');
    await new Promise((settled) => setTimeout(settled));
    expect(root.querySelectorAll('[role], [aria-selected]')).toHaveLength(0);
    expect(residents!.hasAttribute('aria-current')).toBe(false);
    expect(dues!.getAttribute('aria-current')).toBe('true');
    stop();
  });
});
