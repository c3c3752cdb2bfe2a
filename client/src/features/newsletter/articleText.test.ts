import { describe, expect, it } from 'vitest';
import { formatPosted, paragraphs } from './articleText';

describe('paragraphs', () => {
  it('splits a body on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphs('One.\n\nTwo, line a\nline b\n\n\nThree.')).toEqual([
      'One.',
      'Two, line a\nline b',
      'Three.',
    ]);
  });

  it('treats a line of spaces and Windows line ends as blank lines, and drops empty paragraphs', () => {
    expect(paragraphs('\r\n\r\nOne.\r\n  \r\nTwo.\n\n')).toEqual(['One.', 'Two.']);
    expect(paragraphs('   ')).toEqual([]);
  });

  it('keeps markup as text: nothing is parsed', () => {
    expect(paragraphs('<b>bold</b>\n\n<img src=x onerror=alert(1)>')).toEqual([
      '<b>bold</b>',
      '<img src=x onerror=alert(1)>',
    ]);
  });
});

describe('formatPosted', () => {
  it('formats a date and gives nothing for a missing or broken one', () => {
    expect(formatPosted('2026-11-24T10:00:00.000Z')).toContain('2026');
    expect(formatPosted(null)).toBe('');
    expect(formatPosted('not a date')).toBe('');
  });
});
