import { describe, expect, it } from 'vitest';
import { csvField, subscribersCsv } from './marketing';

describe('subscriber CSV', () => {
  it('keeps names with commas, quotes and line breaks intact (RFC 4180)', () => {
    expect(csvField('Maya, the voice')).toBe('"Maya, the voice"');
    expect(csvField('DJ "Nova"')).toBe('"DJ ""Nova"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(42)).toBe('42');
  });

  it('keeps a name a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x.test","click")')).toBe(
      '"\'=HYPERLINK(""http://x.test"",""click"")"',
    );
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-dj')).toBe("'-dj");
    expect(csvField('@handle')).toBe("'@handle");
    expect(csvField('\tTabbed')).toBe("'\tTabbed");
    expect(csvField(-3)).toBe('-3');
  });

  it('writes the header and one row per subscriber with CRLF line ends', () => {
    const csv = subscribersCsv([
      { id: 7, email: 'fan@example.test', displayName: 'Fan, One', userType: 'fan', kind: 'account' },
      { id: 8, email: 'dj@example.test', displayName: '=1+1', userType: 'artist', kind: 'account' },
    ]);
    expect(csv).toBe(
      'ID,Email,Display Name,User Type,Kind\r\n7,fan@example.test,"Fan, One",fan,Account\r\n' +
        "8,dj@example.test,'=1+1,artist,Account\r\n",
    );
  });

  it('gives a newsletter subscriber without an account an ID of its own, not the user id it equals', () => {
    const csv = subscribersCsv([
      { id: 1, email: 'admin@example.test', displayName: 'Site Admin', userType: 'artist', kind: 'account' },
      { id: 1, email: 'reader@example.test', displayName: '', userType: 'newsletter', kind: 'newsletter' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'ID,Email,Display Name,User Type,Kind',
      '1,admin@example.test,Site Admin,artist,Account',
      'newsletter-1,reader@example.test,,newsletter,Newsletter only',
      '',
    ]);
  });
});
