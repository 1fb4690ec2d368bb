import { DataSource } from 'typeorm';
import { UnauthenticatedError } from '../common/errors';
import { ConsoleSmsProvider } from '../sms/console-sms.provider';
import { User } from '../users/user.entity';
import { freshAppForEachTest } from '../../test/support/fresh-app';
import { TestApp } from '../../test/support/test-app';
import { seedTwoHostels, TwoHostels } from '../../test/support/users';
import { AuthService } from './auth.service';
import { OtpService } from './otp.service';

describe('AuthService', () => {
  let t: TestApp;
  let seed: TwoHostels;
  let auth: AuthService;
  let issued: string[];

  const fresh = freshAppForEachTest('sqlite');

  beforeEach(async () => {
    t = await fresh();
    seed = await seedTwoHostels(t);
    auth = t.app.get(AuthService);
    const otp = t.app.get(OtpService);
    const issue = otp.issue.bind(otp);
    issued = [];
    jest.spyOn(otp, 'issue').mockImplementation(async (phone) => {
      const code = await issue(phone);
      issued.push(code);
      return code;
    });
  });

  const outbox = () => t.app.get(ConsoleSmsProvider).outbox();

  it('answers an unknown number exactly like a registered one, without a text message', async () => {
    const known = await auth.requestCode(seed.phones.adminA);
    const unknown = await auth.requestCode('+447700900123');
    expect(unknown).toEqual(known);
    expect(outbox().map((m) => m.to)).toEqual([seed.phones.adminA]);
    expect(outbox()[0].text).toBe(`Your Hostel Admin login code is ${issued[0]}. It expires in 5 minutes.`);
  });

  it('does not sign an unknown number in, even with the code it was issued', async () => {
    await auth.requestCode('+447700900123');
    await expect(auth.login('+447700900123', issued[0])).rejects.toThrow(UnauthenticatedError);
  });

  it('neither texts nor signs in a disabled user', async () => {
    await t.app.get(DataSource).getRepository(User).update({ phoneNumber: seed.phones.staffA }, { isActive: false });
    await auth.requestCode(seed.phones.staffA);
    expect(outbox()).toEqual([]);
    await expect(auth.login(seed.phones.staffA, issued[0])).rejects.toThrow('Invalid or expired code');
  });

  it('signs a registered user in with a session', async () => {
    await auth.requestCode(seed.phones.wardenA);
    const result = await auth.login(seed.phones.wardenA, issued[0]);
    expect(result).toMatchObject({
      accessToken: expect.any(String),
      sessionId: expect.any(String),
      user: { role: 'warden' },
      hostel: { id: seed.hostelA.id },
    });
  });
});
