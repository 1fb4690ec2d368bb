import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt (node:crypto; argon2 is not installed here) with a random 16-byte salt per hash, stored
 * as one string that names its parameters, so stronger ones can come later without a migration:
 * `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64 without padding; N = 2^ln). N = 2^15, r = 8 uses 32 MiB and
 * about 50-100 ms of one core per hash, run on libuv's thread pool, never on the event loop.
 */
const CURRENT = { ln: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** The salt of the check a user without a password still costs. */
const DUMMY_SALT = Buffer.alloc(SALT_BYTES, 7);
/** What a stored hash may ask for: a tampered row must not make a sign-in cost minutes or gigabytes. */
const LIMITS = { ln: [10, 20], r: [1, 32], p: [1, 4], salt: [16, 64] } as const;
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/]{16,88})\$([A-Za-z0-9+/]{16,88})$/;

interface Parsed {
  ln: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function derive(password: string, salt: Buffer, bytes: number, { ln, r, p }: Omit<Parsed, 'salt' | 'key'>) {
  const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 2 ** ln * r * 256 };
  return new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFC'), salt, bytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const within = (value: number, [least, most]: readonly [number, number]) => value >= least && value <= most;
const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

function parse(stored: string): Parsed | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const salt = Buffer.from(match[4]!, 'base64');
  const key = Buffer.from(match[5]!, 'base64');
  const fits =
    within(ln, LIMITS.ln) &&
    within(r, LIMITS.r) &&
    within(p, LIMITS.p) &&
    within(salt.length, LIMITS.salt) &&
    // Every hash is 32 bytes: a shortened one would match on a prefix. Only the canonical base64 of each part.
    key.length === KEY_BYTES &&
    base64(salt) === match[4] &&
    base64(key) === match[5];
  return fits ? { ln, r, p, salt, key } : null;
}

/** A new hash of the password, with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, CURRENT);
  return `$scrypt$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${base64(salt)}$${base64(key)}`;
}

/**
 * True when the password is the one the stored hash was made from; compared in constant time. A hash that is not
 * in the format, or asks for parameters beyond the limits, matches nothing.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    // The same work as a real check, so a user without a password answers as slowly as one with a wrong one.
    await derive(password, DUMMY_SALT, KEY_BYTES, CURRENT);
    return false;
  }
  const key = await derive(password, parsed.salt, KEY_BYTES, parsed);
  return timingSafeEqual(key, parsed.key);
}
