import { afterEach } from 'vitest';
import { forgetSentPasswords } from './client';
import { takeResponseProblems } from './responseCheck';

// Runs before each test file, in the process the files share (vitest.config.ts).
forgetSentPasswords();

// Every answer a test app gave that does not match the API document fails the test that caused it.
afterEach(() => {
  const problems = takeResponseProblems();
  if (problems.length)
    throw new Error(`Answers that do not match the API document:\n- ${problems.join('\n- ')}`);
});
