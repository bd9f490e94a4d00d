import fc from 'fast-check';

const MEGABYTE = 1024 * 1024;

/** Strings an attacker or a confused client sends: SQL and path fragments, NUL, odd unicode, markup. */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE quotes; --",
  '1; SELECT pg_sleep(0)',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'a\u0000b',
  '\u0000',
  '__proto__',
  'constructor',
  '\uD800',
  '\u202Eevil',
  '😀🏳️‍🌈 ÿ Ω 漢字',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%',
  '_',
  '\\',
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  'null',
  '9999999999999999999999',
] as const;

const huge = 'A'.repeat(MEGABYTE);

/** One hostile scalar: the strings above, random text, a 1 MB string, extreme numbers, wrong types. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constant(huge), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      -1,
      0,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 1,
      2 ** 53 + 2,
      1e308,
      -1e308,
      1e-320,
      -0,
      'NaN',
      'Infinity',
      '-Infinity',
      '12345678901234567890',
      0.5,
      true,
      false,
      null,
    ),
    weight: 2,
  },
  { arbitrary: fc.constantFrom([], {}, [null], { a: 1 }), weight: 1 },
);

/** JSON text nested `depth` deep (built as text: too deep for JSON.stringify). */
const nested = (depth: number) => '{"a":['.repeat(depth) + '"deep"' + ']}'.repeat(depth);

/** Whole bodies that are wrong as a whole; raw JSON text so that __proto__ keys survive. */
export const hostileRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constant(nested(5_000)),
  fc.constant(`{"quote":${nested(200)}}`),
  fc.constant('{"__proto__":{"isAdmin":true,"role":63},"constructor":{"prototype":{"polluted":true}}}'),
  fc.constant('{"quote":{"__proto__":{"polluted":true}}}'),
  fc.constant(JSON.stringify({ x: huge })),
  fc.constant('{"unterminated": '),
  fc.constant('not json at all'),
  fc.constant('null'),
  fc.constant('[]'),
  fc.constant('"a string"'),
  fc.json({ maxDepth: 4 }),
);
