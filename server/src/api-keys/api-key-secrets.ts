import { createHash, randomBytes } from 'node:crypto';

/** Every secret starts with it: secret scanners (GitHub's, gitleaks) and people recognise a leaked key by it. */
export const API_KEY_PREFIX = 'hak_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^43 > 2^256: 43 base62 digits hold the 32 random bytes whole, so every secret has the same length. */
const DIGITS = 43;
/** Characters after `hak_` kept to recognise a key: about 36 of its 256 bits, no help to a guesser. */
const SHOWN = 6;

/**
 * A new secret: `hak_` and 32 random bytes in base62 (letters and digits only: a double click selects it whole, and no
 * client has to escape it in a header or a URL).
 */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  let n = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let digits = '';
  for (let i = 0; i < DIGITS; i++) {
    digits = BASE62[Number(n % 62n)] + digits;
    n /= 62n;
  }
  const secret = API_KEY_PREFIX + digits;
  return { secret, prefix: secret.slice(0, API_KEY_PREFIX.length + SHOWN), hash: hashApiKeySecret(secret) };
}

/** True for text shaped like a key (the guard tells a key from a session token by this before any lookup). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/**
 * SHA-256 of the secret, hex. A fast hash is right for a key, unlike a password: the secret is 256 random bits, so
 * even a leaked table cannot be brute-forced back to a key, and a slow hash (bcrypt, scrypt) would only add its
 * milliseconds to every request. Unsalted, so the same secret always gives the same hash and the guard finds the row
 * by the unique index on it in one lookup; a salt protects guessable secrets, and these are not.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
