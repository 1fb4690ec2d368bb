import fc from 'fast-check';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { HostelIds, seedEveryKind, TINY_PNG as PNG } from './support/access-hostels';
import { ErrorLog } from './support/error-log';
import { hostileString, LEAKS } from './support/fuzz/values';
import { startHostelApi, Who } from './support/hostel-api';
import { brokenInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

/**
 * Hostile files: CSV imports (previewStudentImport, then importStudents with the rows it found valid) and photo uploads
 * (POST /api/students/:id/photo), from every role, with ids of both hostels. No answer is a fault, a stack or a leak;
 * an import puts each resident in a bed of the importer's own hostel; hostel B's residents never get a photo from
 * hostel A's callers; rooms, beds and stays agree at the end. Cases per database: 250 CSV imports and 250 photo uploads
 * in `npm test` (CI's time); FUZZ_CSV_RUNS and FUZZ_PHOTO_RUNS run more (`FUZZ_CSV_RUNS=2000 FUZZ_PHOTO_RUNS=2000 npx
 * jest fuzz-uploads`), FUZZ_SEED replays a failure.
 */
const CSV_RUNS = Number(process.env.FUZZ_CSV_RUNS ?? 250);
const PHOTO_RUNS = Number(process.env.FUZZ_PHOTO_RUNS ?? 250);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const TODAY = '2026-11-20';
const PREVIEW = `mutation ($input: PreviewStudentImportInput) { previewStudentImport(input: $input) {
  totalRows validRows { line name email phone moveInDate roomNumber } invalidRows { __typename } } }`;
const IMPORT = `mutation ($input: ImportStudentsInput) { importStudents(input: $input) { imported students { id } } }`;
/** Callers of hostel A (and anonymous): hostel B's admin stays out, so B's rows change only by A's mistakes. */
const CALLERS: (Who | 'anonymous')[] = ['anonymous', 'tenantA', 'staffA', 'wardenA', 'adminA', 'superadmin'];

/** A CSV cell: mostly what a hostel's spreadsheet holds, sometimes hostile text, a formula or a broken quote. */
const cell = (column: string, rooms: number[]): fc.Arbitrary<string> => {
  const real: Record<string, fc.Arbitrary<string>> = {
    name: fc.constantFrom('Asha Rao', 'Rahul Sharma', 'राहुल शर्मा', ' Meera  Das ', ''),
    email: fc.integer({ min: 1, max: 60 }).map((n) => `import${n}@example.in`),
    phone: fc.oneof(
      fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map(String),
      fc.constantFrom('+91 98765 43210', '098765-43210', '12345'),
    ),
    move_in_date: fc.constantFrom(TODAY, '2026-11-01', '2026-02-30', '20/11/2026', '2030-01-01', '1999-12-31'),
    room_no: fc.oneof(fc.constantFrom(...rooms.map(String)), fc.constantFrom('', '0', '-1', '1e9', '101.5')),
  };
  return fc.oneof(
    // Own keys only: a hostile header such as "constructor" or "__proto__" is not a column (fast-check writes them).
    { weight: 6, arbitrary: Object.hasOwn(real, column) ? real[column]! : hostileString },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constantFrom('=HYPERLINK("x")', '+cmd', '@SUM(A1)', '"unclosed', 'a"b', '\uFEFFname') },
  );
};

/** A CSV file: the header in any order and case (a column missing or doubled sometimes), rows, any line ending. */
function csvFile(rooms: number[]): fc.Arbitrary<string> {
  const columns = ['name', 'email', 'phone', 'move_in_date', 'room_no'];
  const header = fc.oneof(
    { weight: 5, arbitrary: fc.shuffledSubarray(columns, { minLength: 4, maxLength: 5 }) },
    { weight: 1, arbitrary: fc.array(fc.oneof(fc.constantFrom(...columns), hostileString), { maxLength: 7 }) },
  );
  return header.chain((names) =>
    fc
      .tuple(
        fc.array(fc.tuple(...names.map((name) => cell(name, rooms))), { maxLength: 12 }),
        fc.constantFrom('\r\n', '\n', '\r'),
        fc.boolean(),
        fc.constantFrom('', '\uFEFF'),
      )
      .map(([rows, end, quote, bom]) => {
        const write = (value: string) => (quote ? `"${value.replace(/"/g, '""')}"` : value);
        const head = names.map((n) => (quote ? write(n) : n.toUpperCase().startsWith('N') ? n.toUpperCase() : n));
        return bom + [head.join(','), ...rows.map((row) => row.map(write).join(','))].join(end);
      }),
  );
}

/** A file in the photo field, or the wrong field, or no file: images, their broken starts, other bytes, one too big. */
const photoBody = fc.record({
  bytes: fc.oneof(
    { weight: 4, arbitrary: fc.constant(PNG) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: PNG.length - 1 }).map((n) => PNG.subarray(0, n)) },
    {
      weight: 2,
      arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), b])),
    },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(2 * 1024 * 1024 + 1, 0xff)) },
  ),
  contentType: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream', 'image/svg+xml'),
  filename: fc.oneof(fc.constantFrom('face.png', '../../etc/passwd', 'x.svg', ''), hostileString),
  field: fc.constantFrom('photo', 'photo', 'photo', 'image', 'photo[]'),
});

type PhotoBody = typeof photoBody extends fc.Arbitrary<infer T> ? T : never;

describe.each(TEST_DATABASES)('hostile uploads on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let ids: HostelIds;
  let studentsB: string[];
  let rooms: number[];
  const log = new ErrorLog();

  beforeAll(async () => {
    api = await startHostelApi(db, log);
    ids = await seedEveryKind(api);
    await api.newRoom('wardenA', 4);
    const ds = api.t.app.get(DataSource);
    const numbers = (await ds.query('SELECT room_number FROM rooms')) as { room_number: unknown }[];
    rooms = numbers.map((r) => Number(r.room_number));
    const b = (await ds.query(`SELECT id FROM students WHERE hostel_id = ${api.seed.hostelB.id}`)) as { id: unknown }[];
    studentsB = b.map((r) => String(r.id));
    log.errors.length = 0;
  }, 120_000);
  afterAll(() => api.close());

  const tokenOf = (who: Who | 'anonymous') => (who === 'anonymous' ? undefined : api.tokens[who]);

  /** The rules every answer keeps. */
  function check(res: Response, what: string) {
    const text = res.text ?? '';
    const errors = (res.body as { errors?: { extensions?: Record<string, unknown> }[] } | undefined)?.errors ?? [];
    const problem =
      res.status >= 500
        ? `status ${res.status}`
        : errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')
          ? 'INTERNAL_SERVER_ERROR'
          : LEAKS.test(text)
            ? `leaked text ${LEAKS.exec(text)?.[0]}`
            : log.errors.length
              ? `an error logged: ${log.errors[0]}`
              : null;
    if (problem) throw new Error(`${what} answered ${problem}:\n${text.slice(0, 1500)}`);
  }

  it(`previews and imports ${CSV_RUNS} hostile CSV files without a fault, into the importer's own hostel`, async () => {
    let previewed = 0;
    let imported = 0;
    const send = (query: string, variables: Record<string, unknown>, who: Who | 'anonymous') => {
      const req = api.t.http().post('/graphql').send({ query, variables });
      const token = tokenOf(who);
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    };
    const run = async (csv: string, who: Who | 'anonymous') => {
      const preview = await send(PREVIEW, { input: { csv } }, who);
      check(preview, `previewStudentImport as ${who} ${JSON.stringify(csv).slice(0, 600)}`);
      const rows = (preview.body as { data?: { previewStudentImport?: { validRows: Record<string, unknown>[] } } }).data
        ?.previewStudentImport?.validRows;
      if (!rows) return;
      previewed++;
      if (!rows.length) return;
      const res = await send(IMPORT, { input: { rows } }, who);
      check(res, `importStudents as ${who} ${JSON.stringify(rows).slice(0, 600)}`);
      if ((res.body as { data?: { importStudents?: unknown } }).data?.importStudents) imported++;
    };
    await fc.assert(
      fc.asyncProperty(csvFile(rooms), fc.constantFrom<Who | 'anonymous'>(...CALLERS, 'wardenA', 'adminA'), run),
      { numRuns: CSV_RUNS, seed: SEED, endOnFailure: true },
    );
    const ds = api.t.app.get(DataSource);
    const elsewhere = (await ds.query(`SELECT s.id FROM students s JOIN beds b ON b.current_student_id = s.id
      WHERE b.hostel_id <> s.hostel_id`)) as unknown[];
    expect(elsewhere).toEqual([]);
    console.log(`[fuzz] ${db}: ${CSV_RUNS} CSV cases tried, ${previewed} previewed, ${imported} imported`);
    // The generator must reach the import itself, not only the preview's refusals.
    expect(imported).toBeGreaterThan(0);
  }, 300_000);

  it(`answers ${PHOTO_RUNS} hostile photo uploads without a fault, and never stores one on another hostel's resident`, async () => {
    const own = [
      ids.A.student!,
      ...(
        await api.t.app.get(DataSource).query(`SELECT id FROM students WHERE hostel_id = ${api.seed.hostelA.id}`)
      ).map((r: { id: unknown }) => String(r.id)),
    ];
    const target = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...own) },
      { weight: 3, arbitrary: fc.constantFrom(...studentsB) },
      { weight: 1, arbitrary: fc.constantFrom('0', '999999', '-1', '1.5', 'abc', '%00') },
    );
    let stored = 0;
    const run = async (id: string, who: Who | 'anonymous', body: PhotoBody) => {
      let req = api.t.http().post(`/api/students/${id}/photo`);
      const token = tokenOf(who);
      if (token) req = req.set('Authorization', `Bearer ${token}`);
      const res = await req.attach(body.field, body.bytes, { filename: body.filename, contentType: body.contentType });
      check(res, `POST /api/students/${id}/photo as ${who} (${body.bytes.length} bytes, ${body.contentType})`);
      if (res.status < 300) stored++;
      // Another hostel's resident is not found, exactly as a missing one.
      if (studentsB.includes(id) && who !== 'superadmin' && res.status < 300)
        throw new Error(`${who} stored a photo on hostel B's resident ${id}`);
    };
    await fc.assert(fc.asyncProperty(target, fc.constantFrom(...CALLERS), photoBody, run), {
      numRuns: PHOTO_RUNS,
      seed: SEED,
      endOnFailure: true,
    });
    console.log(`[fuzz] ${db}: ${PHOTO_RUNS} photo upload cases tried, ${stored} stored`);
    expect(stored).toBeGreaterThan(0);
  }, 300_000);

  it('leaves every hostel consistent: room counters, occupied beds and current stays agree', async () => {
    expect(await brokenInvariants(api.t)).toEqual({});
  });
});
