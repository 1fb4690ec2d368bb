import { DataSource } from 'typeorm';
import { StudentsService } from '../src/students/students.service';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

type Who = keyof TwoHostels['phones'];

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const PHOTO_URL = /^\/api\/students\/(\d+)\/photo\?v=(\d+)&exp=(\d+)&sig=([\w-]+)$/;
const STUDENT = 'query ($id: ID!) { student(id: $id) { photoUrl } }';

describe.each(TEST_DATABASES)('Resident photos on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  const tokens = {} as Record<Who, string>;
  const ids: Record<string, number> = {};

  const upload = (
    id: number,
    file: Buffer | null,
    who: Who | null = 'wardenA',
    options = { filename: 'me.png', contentType: 'image/png' },
    field = 'photo',
  ) => {
    const req = t.http().post(`/api/students/${id}/photo`);
    if (who) req.set('Authorization', `Bearer ${tokens[who]}`);
    return file ? req.attach(field, file, options) : req.field('note', 'no file');
  };
  const photoUrlOf = async (id: number, who: Who = 'staffA') =>
    (await graphql(t, STUDENT, { id }, tokens[who]).expect(200)).body.data.student.photoUrl as string | null;

  beforeAll(async () => {
    t = await startTestApp(db);
    seed = await seedTwoHostels(t);
    for (const who of ['wardenA', 'staffA', 'adminB'] as Who[]) tokens[who] = await loginAs(t, seed.phones[who]);
    const students = t.app.get(StudentsService);
    const manager = t.app.get(DataSource).manager;
    const [ours, other] = await students.insertMany(manager, seed.hostelA.id, [
      { name: 'Kavya Iyer', email: 'kavya@example.com', phone: '9811100001', moveInDate: '2026-10-01' },
      { name: 'No Photo', email: 'nophoto@example.com', phone: '9811100002', moveInDate: '2026-10-01' },
    ]);
    const [theirs] = await students.insertMany(manager, seed.hostelB.id, [
      { name: 'Riya Das', email: 'riya@example.com', phone: '9811100003', moveInDate: '2026-10-01' },
    ]);
    Object.assign(ids, { ours: ours.id, other: other.id, theirs: theirs.id });
  });
  afterAll(() => t.close());

  it('stores a PNG and serves it through the signed URL that Student.photoUrl gives', async () => {
    const res = await upload(ids.ours, PNG).expect(201);
    expect(res.body.photo_url).toMatch(PHOTO_URL);
    const url = await photoUrlOf(ids.ours);
    expect(url).toBe(res.body.photo_url);
    expect(url).toMatch(new RegExp(`^/api/students/${ids.ours}/photo`));
    expect(await photoUrlOf(ids.other)).toBeNull();

    const photo = await t.http().get(url!).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, max-age=3600');
    expect(Buffer.from(photo.body)).toEqual(PNG);
  });

  it('replaces the photo; the type comes from the bytes, not the name the client gave', async () => {
    const first = (await upload(ids.ours, PNG).expect(201)).body.photo_url as string;
    t.clock.advanceSeconds(5);
    const second = (
      await upload(ids.ours, JPEG, 'wardenA', { filename: 'me.png', contentType: 'image/png' }).expect(201)
    ).body.photo_url as string;
    expect(PHOTO_URL.exec(second)![2]).not.toBe(PHOTO_URL.exec(first)![2]);
    const photo = await t.http().get(second).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.from(photo.body)).toEqual(JPEG);
  });

  it('answers a tampered URL like a missing photo', async () => {
    const url = (await photoUrlOf(ids.ours))!;
    const [, id, v, exp, sig] = PHOTO_URL.exec(url)!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    for (const bad of [
      `/api/students/${id}/photo?v=${v}&exp=${exp}&sig=${flipped}`,
      `/api/students/${id}/photo?v=${v}&exp=${Number(exp) + 3600}&sig=${sig}`,
      `/api/students/${ids.other}/photo?v=${v}&exp=${exp}&sig=${sig}`,
      `/api/students/${id}/photo?v=${v}&exp=${exp}`,
      `/api/students/${id}/photo`,
      `/api/students/x/photo?v=${v}&exp=${exp}&sig=${sig}`,
    ]) {
      expect([bad, (await t.http().get(bad)).status]).toEqual([bad, 404]);
    }
  });

  it('refuses a file that is not a JPEG or PNG, one over 2 MB, a missing one and another field, naming photo', async () => {
    const fieldsOf = async (req: ReturnType<typeof upload>) => (await req.expect(400)).body.fields;
    expect(
      await fieldsOf(
        upload(ids.ours, Buffer.from('GIF89a not allowed'), 'wardenA', { filename: 'a.gif', contentType: 'image/gif' }),
      ),
    ).toEqual([{ field: 'photo', message: 'Photo must be a JPEG or PNG image' }]);
    expect(
      await fieldsOf(
        upload(ids.ours, Buffer.from('<svg/>'), 'wardenA', { filename: 'a.png', contentType: 'image/png' }),
      ),
    ).toEqual([{ field: 'photo', message: 'Photo must be a JPEG or PNG image' }]);
    const large = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await fieldsOf(upload(ids.ours, large))).toEqual([
      { field: 'photo', message: 'Photo must be at most 2 MB' },
    ]);
    await upload(ids.ours, Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024 - JPEG.length)])).expect(201);
    expect(await fieldsOf(upload(ids.ours, null))).toEqual([{ field: 'photo', message: 'Photo is required' }]);
    expect(
      (await fieldsOf(upload(ids.ours, PNG, 'wardenA', { filename: 'me.png', contentType: 'image/png' }, 'file')))[0]
        .field,
    ).toBe('photo');
  });

  it("answers another hostel's resident like a missing one", async () => {
    const foreign = (await upload(ids.theirs, PNG).expect(404)).body;
    expect(foreign).toMatchObject({ error: 'NOT_FOUND', message: 'Student not found' });
    expect((await upload(999_999, PNG).expect(404)).body).toEqual(foreign);
  });

  it('needs a token and a role that may change residents', async () => {
    await upload(ids.ours, PNG, null).expect(401);
    await upload(ids.ours, PNG, 'staffA').expect(403);
  });

  // Last: it moves the clock past the tokens' lifetime.
  it('keeps the URL the same within the hour and stops answering it after about 12 hours', async () => {
    const url = await photoUrlOf(ids.ours);
    const [, , , exp] = PHOTO_URL.exec(url!)!.map(Number);
    const hoursLeft = (exp * 1000 - t.clock.now().getTime()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(12);
    expect(hoursLeft).toBeLessThanOrEqual(13);
    t.clock.advanceSeconds(60);
    expect(await photoUrlOf(ids.ours)).toBe(url);
    t.clock.advanceSeconds(hoursLeft * 3600);
    await t.http().get(url!).expect(404);
  });
});
