import { afterEach } from 'vitest';
import { takeResponseProblems } from './responseCheck';

// Every answer a test app gave that does not match the API document fails the test that caused it.
afterEach(() => {
  const problems = takeResponseProblems();
  if (problems.length)
    throw new Error(`Answers that do not match the API document:\n- ${problems.join('\n- ')}`);
});
