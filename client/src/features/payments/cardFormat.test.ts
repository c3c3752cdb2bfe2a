import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './cardFormat';

describe('card form formatting', () => {
  it('groups card numbers as printed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242 4242 4242 4242 4242 99')).toBe('4242 4242 4242 4242 424');
  });

  it('types an expiry as MM/YY and lets the slash be deleted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('keeps the CVC to four digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
