import fc from 'fast-check';

/** Strings an attacker or a broken client sends: injections, wildcards, search syntax, paths, markup. */
const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE students; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  'UNION SELECT * FROM users',
  '%',
  '_',
  '\\',
  '%_\\%',
  '"',
  '""',
  '*',
  'NEAR(a b)',
  'a AND b OR NOT c',
  '^',
  '$where',
  '{"$gt": ""}',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '=cmd|/C calc!A0',
  '+91 98765 43210',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
];

/** Text that breaks naive handling: controls, lone surrogates, bidi and zero-width marks, emoji, other scripts. */
const ODD_TEXT = [
  '\u0000',
  'a\u0000bc',
  '\u0007\u001b[31m',
  '\u007f',
  '\u0085',
  '\r\n',
  '\t',
  '\ud800',
  'x\udfff',
  '\u202e',
  '\u200b',
  '\ufeff',
  '😀',
  'राहुल शर्मा',
  'Ω≈ç√',
  '\uffff',
];

const oddChar = fc.constantFrom(...ODD_TEXT);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(oddChar, fc.string({ maxLength: 5 })), { maxLength: 6 })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   ') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '9', '%', '\u0000', 'ü'), fc.integer({ min: 200, max: 20_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

export const hostileInt: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 30 }),
  fc.integer(),
  fc.constantFrom(
    0,
    -1,
    2_147_483_647,
    -2_147_483_648,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    2 ** 53,
    -(2 ** 53),
    1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An id: often one that exists (small numbers), sometimes another hostel's or a broken one. */
export const hostileId: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }) },
  { weight: 1, arbitrary: hostileInt.map(String) },
  { weight: 1, arbitrary: hostileString },
);

/** Arrays nested from a few levels to far more than any parser or validator should walk. */
export const deepNesting: fc.Arbitrary<unknown> = fc.integer({ min: 5, max: 3000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
});

/** Any JSON value, hostile strings and numbers included. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileInt },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deepNesting },
);

/** Text that must never appear in an answer: stack frames, server paths, SQL and driver errors. */
export const LEAKS =
  /stacktrace|\bat \S+ \(|node_modules|\/work\/|\.ts:\d|QueryFailedError|EntityNotFound|SQLITE_|no such (table|column)|syntax error at or near|violates \S+ constraint|duplicate key value|invalid byte sequence|relation "|Maximum call stack|URI malformed/i;
