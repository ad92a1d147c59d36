// The comment rule that keeps issue and session numbers out of the code (tools/lint/no-issue-numbers.js).
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './no-issue-numbers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('no-issue-numbers', rule, {
  valid: [
    { code: '// Busy mode (docs/api.md, "Busy mode"): add minutes to new orders.\nconst a = 1;' },
    { code: '// See https://github.com/GoogleChrome/lighthouse/issues/17163 for the simulation.\nconst a = 1;' },
    { code: "const label = 'issue 28 row'; // a string is product output, not a comment" },
    { code: '/* the session ends at sign-out; a session of 30 minutes is fine in words */\nconst a = 1;' },
  ],
  invalid: [
    { code: '// Running late (issue 29, point 2).\nconst a = 1;', errors: [{ messageId: 'reference' }] },
    { code: '/** Issue 26: a limit. */\nconst a = 1;', errors: [{ messageId: 'reference' }] },
    { code: 'const a = 1; // issues 25 and 27', errors: [{ messageId: 'reference' }] },
    { code: '// see issue #12\nconst a = 1;', errors: [{ messageId: 'reference' }] },
    { code: '// measured in session 9\nconst a = 1;', errors: [{ messageId: 'reference' }] },
  ],
});
