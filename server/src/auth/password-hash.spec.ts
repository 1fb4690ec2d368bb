import { hashPassword, verifyPassword } from './password-hash';

describe('password hashes', () => {
  const password = 'Sunrise Residency 2026';

  it('salts every hash: two hashes of one password differ, and each verifies it', async () => {
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
    expect(first.split('$')[3]).not.toBe(second.split('$')[3]);
    await expect(verifyPassword(password, first)).resolves.toBe(true);
    await expect(verifyPassword(password, second)).resolves.toBe(true);
  });

  it('refuses another password, one letter off or in another case', async () => {
    const stored = await hashPassword(password);
    await expect(verifyPassword('Sunrise Residency 2027', stored)).resolves.toBe(false);
    await expect(verifyPassword('sunrise residency 2026', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('reads the same password typed in another Unicode form as the same (NFC)', async () => {
    const stored = await hashPassword('Café2026 mornings');
    await expect(verifyPassword('Cafe\u03012026 mornings', stored)).resolves.toBe(true);
  });

  it('matches nothing once tampered: a changed hash, salt or parameter, or no hash at all', async () => {
    const stored = await hashPassword(password);
    const [, scheme, params, salt, key] = stored.split('$');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const tampered = [
      `$${scheme}$${params}$${salt}$${flip(key!)}`,
      `$${scheme}$${params}$${flip(salt!)}$${key}`,
      `$${scheme}$ln=14,r=8,p=1$${salt}$${key}`,
      `$${scheme}$ln=15,r=8,p=2$${salt}$${key}`,
      // Parameters that would cost minutes or gigabytes are refused before any work.
      `$${scheme}$ln=30,r=8,p=1$${salt}$${key}`,
      `$${scheme}$ln=15,r=99,p=1$${salt}$${key}`,
      `$argon2id$${params}$${salt}$${key}`,
      stored.slice(0, -1),
      '',
    ];
    for (const hash of tampered) await expect(verifyPassword(password, hash)).resolves.toBe(false);
    await expect(verifyPassword(password, null)).resolves.toBe(false);
  });
});
