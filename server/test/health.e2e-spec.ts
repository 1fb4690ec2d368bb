import { DataSource } from 'typeorm';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';

describe.each(TEST_DATABASES)('GET /api/health on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());

  it('answers 200 with the database up, without a token', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: db,
      info: { database: { status: 'up', responseTime: expect.any(Number) } },
      error: {},
      details: { database: { status: 'up', responseTime: expect.any(Number) } },
    });
  });

  it('answers 503 in words when the database does not answer', async () => {
    const spy = jest.spyOn(t.app.get(DataSource), 'query').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await t.http().get('/api/health').expect(503);
      expect(res.body).toEqual({
        statusCode: 503,
        error: 'SERVICE_UNAVAILABLE',
        message: 'The service is unavailable. Please try again shortly.',
        request_id: res.headers['x-request-id'],
      });
    } finally {
      spy.mockRestore();
    }
  });
});
