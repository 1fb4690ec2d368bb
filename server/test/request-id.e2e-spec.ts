import { HostelsService } from '../src/hostels/hostels.service';
import { StudentsService } from '../src/students/students.service';
import { graphql, loginAs } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  let seed: TwoHostels;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    seed = await seedTwoHostels(t);
    token = await loginAs(t, seed.phones.wardenA);
  });
  afterAll(() => t.close());

  it('answers every request, REST, GraphQL or refused before routing, with an X-Request-Id', async () => {
    expect((await t.http().get('/api/health').expect(200)).headers['x-request-id']).toMatch(UUID);
    expect((await graphql(t, '{ __typename }').expect(200)).headers['x-request-id']).toMatch(UUID);
    const refused = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"identifier":')
      .expect(400);
    expect(refused.headers['x-request-id']).toMatch(UUID);
  });

  it('keeps a caller’s id when it is plainly an id, and replaces anything else', async () => {
    expect(
      (await t.http().get('/api/health').set('X-Request-Id', 'lb-7f3a.2').expect(200)).headers['x-request-id'],
    ).toBe('lb-7f3a.2');
    expect(
      (await t.http().get('/api/health').set('X-Request-Id', 'a b<script>').expect(200)).headers['x-request-id'],
    ).toMatch(UUID);
  });

  it('names the request in a fault’s answer, on both doors, and nothing else of the fault', async () => {
    const hostels = jest
      .spyOn(t.app.get(HostelsService), 'findForCaller')
      .mockRejectedValue(new Error('disk I/O error at /var/lib/db'));
    const students = jest.spyOn(t.app.get(StudentsService), 'everyPage').mockImplementation(async function* () {
      yield* [];
      throw new Error('disk I/O error at /var/lib/db');
    });
    try {
      const gql = await graphql(t, '{ hostel { id } }', {}, token).expect(200);
      expect(gql.body.errors[0]).toEqual({
        message: 'Something went wrong. Please try again.',
        locations: [{ line: 1, column: 3 }],
        path: ['hostel'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: gql.headers['x-request-id'] },
      });
      const rest = await t.http().get('/api/students/export.csv').set('Authorization', `Bearer ${token}`).expect(500);
      expect(rest.body).toEqual({
        statusCode: 500,
        error: 'INTERNAL_SERVER_ERROR',
        message: 'Something went wrong. Please try again.',
        request_id: rest.headers['x-request-id'],
      });
    } finally {
      hostels.mockRestore();
      students.mockRestore();
    }
  });
});
