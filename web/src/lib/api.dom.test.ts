import { jsonResponse, stubFetch } from '../test/fetch';
import { signIn } from '../test/session';
import { ApiError, apiDownload, apiPost, apiUpload, filenameFromDisposition, NETWORK_ERROR_MESSAGE } from './api';
import { getSession } from './session';

describe('apiPost', () => {
  it('posts JSON under /api and returns the body', async () => {
    const fetchMock = stubFetch(jsonResponse({ ok: true }));
    await expect(apiPost('/auth/login', { identifier: '+911' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"identifier":"+911"}');
  });

  it('turns an error body into an ApiError with fields and Retry-After', async () => {
    stubFetch(
      jsonResponse({ statusCode: 429, message: ['Slow down', 'please'], fields: [{ field: 'x', message: 'y' }] }, 429, {
        'Retry-After': '30',
      }),
    );
    const error = await apiPost('/auth/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Slow down. please',
      retryAfter: 30,
      fields: [{ field: 'x', message: 'y' }],
    });
  });

  it('reports a network failure in words', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiPost('/auth/login', {})).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it('ends the session on a 401 for a signed-in request only', async () => {
    signIn();
    stubFetch(jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401));
    await expect(apiPost('/auth/register', {})).rejects.toThrow('Unauthorized');
    expect(getSession().accessToken).toBeNull();
  });
});

describe('apiUpload and apiDownload', () => {
  it('posts multipart data with the bearer token', async () => {
    signIn();
    const fetchMock = stubFetch(jsonResponse({ photo_url: '/api/students/1/photo?sig=x' }, 201));
    const form = new FormData();
    form.append('photo', new File(['x'], 'me.png', { type: 'image/png' }));
    await expect(apiUpload('/students/1/photo', form)).resolves.toEqual({ photo_url: '/api/students/1/photo?sig=x' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/students/1/photo');
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('downloads a blob with the attachment name', async () => {
    signIn();
    stubFetch(
      new Response('name,email\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="students-2026.csv"' },
      }),
    );
    const { blob, filename } = await apiDownload('/students/export.csv');
    expect(filename).toBe('students-2026.csv');
    expect(await blob.text()).toBe('name,email\n');
  });

  it('reads encoded and missing file names', () => {
    expect(filenameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sidents.csv")).toBe('résidents.csv');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
