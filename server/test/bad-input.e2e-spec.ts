import { getIntrospectionQuery } from 'graphql';
import { DataSource } from 'typeorm';
import { Student } from '../src/students/student.entity';
import { StudentsService } from '../src/students/students.service';
import { ApiRoom, startHostelApi, STAY_CHANGE } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { graphql } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';

const deep = (levels: number, leaf: unknown = 'x') => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};
const fieldsOf = (res: { body: { errors?: { extensions: { code: string; fields?: { field: string }[] } }[] } }) => ({
  code: res.body.errors?.[0]?.extensions.code,
  fields: res.body.errors?.[0]?.extensions.fields?.map((f) => f.field),
});

describe.each(TEST_DATABASES)('bad input on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let studentId: string;
  const studentCount = () => api.t.app.get(DataSource).getRepository(Student).count();
  const rest = (method: 'get' | 'post', url: string, token?: string) => {
    const req = api.t.http()[method](url);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const token = (who: 'adminA' | 'wardenA') => api.tokens[who];

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('wardenA', 3);
    studentId = (await api.checkIn(room, 0)).student.id;
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  describe('control characters and NUL in text', () => {
    it.each([
      ['rooms', '{ rooms(search: $s) { totalCount } }'],
      ['beds', '{ beds(search: $s) { totalCount } }'],
      ['students', '{ students(search: $s) { totalCount } }'],
    ])('refuses a NUL in the %s search as BAD_USER_INPUT naming search', async (_, selection) => {
      for (const search of ['a\u0000bc', '\u0000', 'x\u001b[2J']) {
        const res = await api.ask(`query ($s: String) ${selection}`, { s: search });
        expect(fieldsOf(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['search'] });
      }
    });

    it('still searches text with tabs, emoji and other scripts', async () => {
      const res = await api.ask('query ($s: String) { students(search: $s) { totalCount } }', { s: 'राहुल\t😀' });
      expect(res.body).toEqual({ data: { students: { totalCount: 0 } } });
    });

    it('refuses a NUL in a name at check-in and writes nothing', async () => {
      const before = await studentCount();
      const res = await api.ask(api.CHECK_IN, { input: api.checkInInput(room, 1, { name: 'Asha\u0000Rao' }) });
      expect(fieldsOf(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['name'] });
      expect(await studentCount()).toBe(before);
    });

    it('refuses a line break in a name (names are one line) with a message naming Name', async () => {
      const res = await api.ask(api.CHECK_IN, { input: api.checkInInput(room, 1, { name: 'Asha\nRao' }) });
      expect(res.body.errors[0].extensions.fields).toEqual([
        { field: 'name', message: 'Name must not contain line breaks or control characters' },
      ]);
    });

    it('refuses control characters in updateStudent and leaves the resident as they were', async () => {
      const update = `mutation ($id: ID!, $input: UpdateStudentInput!) { updateStudent(id: $id, input: $input) { ${STAY_CHANGE} } }`;
      for (const input of [{ name: 'A\u0000' }, { email: 'a\u0007@example.com' }, { name: 'A\u0085B' }]) {
        const res = await api.ask(update, { id: studentId, input });
        expect(fieldsOf(res)).toEqual({ code: 'BAD_USER_INPUT', fields: Object.keys(input) });
      }
      const student = await api.t.app
        .get(DataSource)
        .getRepository(Student)
        .findOneByOrFail({ id: Number(studentId) });
      expect(student.name).toMatch(/^Resident \d+$/);
    });

    it('flags an import row with a NUL in the preview instead of calling it valid', async () => {
      const csv =
        'name,email,phone,move_in_date\nAsha\u0000Rao,asha@example.com,9876500001,2026-11-01\nRavi Rao,ravi\u0000@example.com,9876500002,2026-11-01\n';
      const res = await api.ask(
        'mutation ($csv: String!) { previewStudentImport(csv: $csv) { validRows { line } invalidRows { line errors } } }',
        { csv },
      );
      expect(res.body.data.previewStudentImport).toEqual({
        validRows: [],
        invalidRows: [
          { line: 2, errors: ['name: Name must not contain line breaks or control characters'] },
          { line: 3, errors: ['email: Invalid email format.'] },
        ],
      });
      // The same through input, as the web sends it: its csv is raw text too.
      const input =
        'mutation ($input: PreviewStudentImportInput) { previewStudentImport(input: $input) { validRows { line } invalidRows { line errors } } }';
      expect((await api.ask(input, { input: { csv } })).body).toEqual({ data: res.body.data });
    });

    it('refuses such a row sent straight to importStudents, naming the row and field', async () => {
      const before = await studentCount();
      const rows = [
        { line: 2, name: 'Asha\u0000Rao', email: 'asha@example.com', phone: '9876500001', moveInDate: '2026-11-01' },
      ];
      const res = await api.ask(
        'mutation ($rows: [StudentImportInput!]!) { importStudents(rows: $rows) { imported } }',
        { rows },
      );
      expect(fieldsOf(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['rows.0.name'] });
      expect(await studentCount()).toBe(before);
    });

    it('refuses a NUL in a REST registration with a 400 naming full_name', async () => {
      const res = await rest('post', '/api/auth/register', token('adminA'))
        .send({
          full_name: 'Anita\u0000Desai',
          phone_number: '+919812345678',
          email: 'anita@example.in',
          role: 'warden',
        })
        .expect(400);
      expect(res.body).toMatchObject({
        error: 'BAD_USER_INPUT',
        fields: [{ field: 'full_name', message: 'full_name must not contain control characters' }],
      });
    });
  });

  describe('CSV export', () => {
    it('answers a 400 naming search, not a cut-off file, for a NUL in the search', async () => {
      const res = await rest('get', '/api/students/export.csv?search=a%00bc', token('wardenA')).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.fields).toEqual([{ field: 'search', message: 'search must not contain control characters' }]);
    });

    it('answers an error, not a CSV, when the first rows cannot be read', async () => {
      const students = api.t.app.get(StudentsService);
      const spy = jest.spyOn(students, 'everyPage').mockImplementation(async function* () {
        yield* [];
        throw new Error('disk unavailable');
      });
      try {
        const res = await rest('get', '/api/students/export.csv', token('wardenA')).expect(500);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      } finally {
        spy.mockRestore();
      }
    });

    it('drops the connection when a later chunk fails, so the download is never a complete-looking file', async () => {
      const students = api.t.app.get(StudentsService);
      const [first] = await students.byIds([Number(studentId)]);
      const spy = jest.spyOn(students, 'everyPage').mockImplementation(async function* () {
        yield [first!];
        throw new Error('disk unavailable');
      });
      try {
        await expect(
          rest('get', '/api/students/export.csv', token('wardenA')).then((res) => res.status),
        ).rejects.toThrow();
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('deeply nested JSON', () => {
    it.each([
      ['/api/auth/login', undefined, 'identifier'],
      ['/api/rooms/create-room', 'adminA', 'room_number'],
      ['/api/auth/register', 'adminA', 'full_name'],
    ] as const)('refuses 2,000 levels to %s as a 400 naming the field', async (url, who, field) => {
      const res = await rest('post', url, who && token(who))
        .send({ [field]: deep(2000) })
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'BAD_USER_INPUT',
        message: `${field} is nested too deeply (at most 20 levels)`,
        fields: [{ field, message: `${field} is nested too deeply (at most 20 levels)` }],
      });
    });

    it('answers a body that is not JSON, or not UTF-8, in words', async () => {
      const broken = await api.t
        .http()
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send('{"identifier":')
        .expect(400);
      expect(broken.body).toEqual({
        statusCode: 400,
        error: 'BAD_USER_INPUT',
        message: 'The request body is not valid JSON',
      });
      const latin1 = await api.t
        .http()
        .post('/api/auth/login')
        .set('Content-Type', 'application/json; charset=latin1')
        .send('{}')
        .expect(415);
      expect(latin1.body).toEqual({
        statusCode: 415,
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The request body must be UTF-8',
      });
    });

    it('refuses deep GraphQL variables and a deep literal in the query as client errors', async () => {
      const variables = await api.t
        .http()
        .post('/graphql')
        .send({ query: 'query ($s: String) { rooms(search: $s) { totalCount } }', variables: { s: deep(2000) } })
        .expect(400);
      const message = 'variables is nested too deeply (at most 20 levels)';
      expect(variables.body).toEqual({
        errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'variables', message }] } }],
      });
      const notJson = await api.t
        .http()
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send('{"query":')
        .expect(400);
      expect(notJson.body).toEqual({
        errors: [{ message: 'The request body is not valid JSON', extensions: { code: 'BAD_USER_INPUT' } }],
      });
      const literal = `{ rooms(search: ${'['.repeat(1500)}1${']'.repeat(1500)}) { totalCount } }`;
      const res = await api.t.http().post('/graphql').send({ query: literal }).expect(400);
      expect(res.body.errors[0].extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
      expect(res.body.errors[0].message).toMatch(
        /^(The query is nested too deeply|Syntax Error: Document contains more that 2000 tokens\. Parsing aborted\.)$/,
      );
    });
  });

  describe('invalid Unicode', () => {
    it('refuses an e-mail of a lone surrogate at registration with a 400 naming email', async () => {
      const res = await rest('post', '/api/auth/register', token('adminA'))
        .send({ full_name: 'Anita Desai', phone_number: '+919812345679', email: '\ud800', role: 'warden' })
        .expect(400);
      expect(res.body.fields).toEqual([
        { field: 'email', message: 'email must be valid text (it contains a broken character)' },
      ]);
    });

    it('refuses a lone surrogate in any GraphQL argument', async () => {
      const res = await api.ask(api.CHECK_IN, { input: api.checkInInput(room, 1, { email: 'a\udfff@example.com' }) });
      expect(fieldsOf(res)).toEqual({ code: 'BAD_USER_INPUT', fields: ['email'] });
    });
  });

  describe('a stale token on public operations', () => {
    it('still sends a login code over REST and GraphQL, and signs in', async () => {
      const stale = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.bm90LXRoZS1zaWduYXR1cmU';
      await api.t
        .http()
        .post('/api/auth/login')
        .set('Authorization', stale)
        .send({ identifier: api.seed.phones.staffA })
        .expect(200);
      const res = await api.t
        .http()
        .post('/graphql')
        .set('Authorization', stale)
        .send({ query: 'mutation { requestLoginCode(identifier: "+919000000003") { message } }' })
        .expect(200);
      expect(res.body.data.requestLoginCode.message).toBe('If this number is registered, a code has been sent');
      const outbox = await api.t.http().get('/api/dev/outbox').expect(200);
      const code = /\b(\d{6})\b/.exec(
        (outbox.body as { to: string; text: string }[]).find((m) => m.to === api.seed.phones.staffA)!.text,
      )![1];
      const login = await api.t
        .http()
        .post('/api/auth/login')
        .set('Authorization', stale)
        .send({ identifier: api.seed.phones.staffA, otp_code: code })
        .expect(200);
      expect(login.body.access_token).toEqual(expect.any(String));
    });

    it('still needs a valid token to register a user once the hostel exists', async () => {
      await api.t
        .http()
        .post('/api/auth/register')
        .set('Authorization', 'Bearer broken')
        .send({ full_name: 'X Y', phone_number: '+919812345670', email: 'x@example.in', role: 'warden' })
        .expect(401);
    });
  });

  describe('client mistakes get client codes', () => {
    it('answers a subscription with a validation error', async () => {
      const res = await api.t.http().post('/graphql').send({ query: 'subscription { me { id } }' }).expect(400);
      expect(res.body.errors[0]).toMatchObject({
        message: 'This API has no subscriptions: use a query',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    });

    it('answers a persisted-query hash mismatch with BAD_REQUEST', async () => {
      const res = await api.t
        .http()
        .post('/graphql')
        .send({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } })
        .expect(400);
      expect(res.body.errors[0]).toEqual({
        message: 'provided sha does not match query',
        extensions: { code: 'BAD_REQUEST' },
      });
    });
  });

  describe('updateBed isOccupied on a resident’s bed', () => {
    it.each([true, false])('is a CONFLICT on isOccupied for %s and changes nothing', async (isOccupied) => {
      const bedId = room.beds[0].id;
      const res = await api.ask(
        'mutation ($id: ID!, $input: UpdateBedInput!) { updateBed(id: $id, input: $input) { id } }',
        { id: bedId, input: { isOccupied, pricePerMonthPaise: 1 } },
      );
      expect(res.body.errors[0].extensions).toEqual({
        code: 'CONFLICT',
        fields: [
          {
            field: 'isOccupied',
            message: `Bed ${room.beds[0].label} has a resident: remove them from the bed instead`,
          },
        ],
      });
      const bed = await api.ask('query ($id: ID!) { bed(id: $id) { isOccupied pricePerMonthPaise student { id } } }', {
        id: bedId,
      });
      expect(bed.body.data.bed).toEqual({ isOccupied: true, pricePerMonthPaise: 650000, student: { id: studentId } });
    });
  });
});

describe.each(TEST_DATABASES)('introspection within the limits on %s', (db) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('lets the standard introspection query through and counts aliased copies like any field', async () => {
    t = await startTestApp(db);
    const standard = await graphql(t, getIntrospectionQuery()).expect(200);
    expect(standard.body.data.__schema.queryType.name).toBe('Query');
    const copies = Array.from({ length: 16 }, (_, i) => `s${i}: __schema { types { name } }`).join(' ');
    const res = await graphql(t, `{ ${copies} }`).expect(400);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(
      'Query uses too many aliases: 16, the limit is 15',
    );
  });

  it('answers a query nested past what the parser can follow as a parse failure in words', async () => {
    t = await startTestApp(db, { GRAPHQL_MAX_TOKENS: '50000' });
    const res = await graphql(t, `{ rooms(search: ${'['.repeat(20000)}1${']'.repeat(20000)}) { totalCount } }`).expect(
      400,
    );
    expect(res.body.errors).toEqual([
      { message: 'The query is nested too deeply', extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
    ]);
  });

  it('counts introspection in depth and cost: a lower cost limit refuses the full introspection query', async () => {
    t = await startTestApp(db, { GRAPHQL_MAX_COST: '1000', GRAPHQL_MAX_DEPTH: '3' });
    const res = await graphql(t, getIntrospectionQuery()).expect(400);
    const messages = res.body.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Query is too deep: \d+ levels, the limit is 3$/),
        expect.stringMatching(/^Query is too expensive: cost \d+, the limit is 1000$/),
      ]),
    );
  });
});

describe('stack traces', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('never sends them under the default development settings', async () => {
    t = await startTestApp('sqlite', { NODE_ENV: 'development' });
    const res = await graphql(t, '{ me { id } }').expect(200);
    expect(res.body.errors[0]).toEqual({
      message: 'Sign in to continue',
      locations: [{ line: 1, column: 3 }],
      path: ['me'],
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('sends them only when GRAPHQL_STACKTRACES asks', async () => {
    t = await startTestApp('sqlite', { NODE_ENV: 'development', GRAPHQL_STACKTRACES: 'true' });
    const res = await graphql(t, '{ me { id } }').expect(200);
    expect(res.body.errors[0].extensions.stacktrace).toEqual(expect.any(Array));
  });
});
