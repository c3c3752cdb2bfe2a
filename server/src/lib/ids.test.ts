import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { parseId, parseUserId, pathId, USER_NOT_FOUND } from './ids';

/** The status and message a call throws. */
function refusal(run: () => unknown): [number, string] {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return [error.statusCode, error.message];
    throw error;
  }
  throw new Error('Nothing was thrown');
}

describe('parseId', () => {
  it('takes the digits of a database id, up to the largest integer column value', () => {
    expect(parseId('1', 'Gone')).toBe(1);
    expect(parseId('2147483647', 'Gone')).toBe(2_147_483_647);
  });

  it('answers anything else as a thing that does not exist, with the given message', () => {
    for (const value of ['', '0', '01', '-1', '1.5', '1e3', ' 1', 'abc', '2147483648', '99999999999']) {
      expect(refusal(() => parseId(value, 'Track not found'))).toEqual([404, 'Track not found']);
    }
  });
});

describe('pathId', () => {
  it('takes the same ids as parseId and answers null for anything else', () => {
    expect(pathId('12')).toBe(12);
    expect(pathId('2147483647')).toBe(2_147_483_647);
    for (const value of [undefined, '', '0', '01', '-1', '1.5', ' 1', 'abc', '2147483648', '99999999999']) {
      expect(pathId(value)).toBeNull();
    }
  });
});

describe('parseUserId', () => {
  it("answers a malformed user id with 'User not found' unless told otherwise", () => {
    expect(parseUserId('42')).toBe(42);
    expect(refusal(() => parseUserId('x'))).toEqual([404, USER_NOT_FOUND]);
    expect(refusal(() => parseUserId('0', 'Fan not found'))).toEqual([404, 'Fan not found']);
  });
});
