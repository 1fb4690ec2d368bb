import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import rulesPackage, { exportedNames, packageSentences } from './rules-package.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

describe('the rules package is the one place', () => {
  it('reads the names and the sentences the package exports', () => {
    const names = exportedNames();
    for (const name of ['Money', 'MONEY_MAX_PAISE', 'paidOnProblem', 'PAYMENT_METHOD_LABELS', 'PaymentMethod'])
      expect(names.has(name), name).toBe(true);
    const sentences = packageSentences();
    expect(sentences.has('Reference is required for UPI and bank transfer.')).toBe(true);
    expect(sentences.has('Cash')).toBe(false);
  });

  tester.run('no-redefinition', rulesPackage.rules['no-redefinition'], {
    valid: [
      "import { MONEY_MAX_PAISE } from '@hostel-admin/rules';\nexport const limit = MONEY_MAX_PAISE;",
      'function check() { const NOTE_MAX = 5; return NOTE_MAX; }',
    ],
    invalid: [
      { code: 'export const MONEY_MAX_PAISE = 100_000_000;', errors: [{ messageId: 'copy' }] },
      { code: 'const NOTE_MAX = 500;', errors: [{ messageId: 'copy' }] },
      { code: 'export function paidOnProblem() { return null; }', errors: [{ messageId: 'copy' }] },
      { code: "type PaymentMethod = 'cash' | 'upi';", errors: [{ messageId: 'copy' }] },
    ],
  });

  tester.run('no-copied-words', rulesPackage.rules['no-copied-words'], {
    valid: [
      "const label = 'Cash';",
      "import { referenceProblem } from '@hostel-admin/rules';\nconst problem = referenceProblem('upi', '');",
    ],
    invalid: [
      { code: "const m = 'Reference is required for UPI and bank transfer.';", errors: [{ messageId: 'copy' }] },
      { code: 'const m = `Paid on cannot be later than today.`;', errors: [{ messageId: 'copy' }] },
    ],
  });
});
