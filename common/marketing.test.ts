import { describe, expect, it } from 'vitest';
import { csvField, inSegment, narrows, subscribersCsv } from './marketing';

const none = { location: null, fanLevel: null };

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
      {
        id: 7,
        email: 'fan@example.test',
        displayName: 'Fan, One',
        userType: 'fan',
        kind: 'account',
        ...none,
      },
      { id: 8, email: 'dj@example.test', displayName: '=1+1', userType: 'artist', kind: 'account', ...none },
    ]);
    expect(csv).toBe(
      'ID,Email,Display Name,User Type,Kind\r\n7,fan@example.test,"Fan, One",fan,Account\r\n' +
        "8,dj@example.test,'=1+1,artist,Account\r\n",
    );
  });

  it('gives a newsletter subscriber without an account an ID of its own, not the user id it equals', () => {
    const csv = subscribersCsv([
      {
        id: 1,
        email: 'admin@example.test',
        displayName: 'Site Admin',
        userType: 'artist',
        kind: 'account',
        ...none,
      },
      {
        id: 1,
        email: 'reader@example.test',
        displayName: '',
        userType: 'newsletter',
        kind: 'newsletter',
        ...none,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'ID,Email,Display Name,User Type,Kind',
      '1,admin@example.test,Site Admin,artist,Account',
      'newsletter-1,reader@example.test,,newsletter,Newsletter only',
      '',
    ]);
  });
});

describe('segments', () => {
  const atlantaGold = { location: 'Atlanta, GA', fanLevel: 'Gold' as const };
  const lagosBronze = { location: 'Lagos', fanLevel: 'Bronze' as const };

  it('narrows by fan level and by a part of the location, in any case', () => {
    expect(inSegment(atlantaGold, { fanLevels: ['Gold', 'Diamond'] })).toBe(true);
    expect(inSegment(lagosBronze, { fanLevels: ['Gold', 'Diamond'] })).toBe(false);
    expect(inSegment(atlantaGold, { location: ' atlanta ' })).toBe(true);
    expect(inSegment(lagosBronze, { location: 'atlanta' })).toBe(false);
    expect(inSegment(atlantaGold, { fanLevels: ['Gold'], location: 'lagos' })).toBe(false);
  });

  it('keeps everyone when nothing is chosen, and leaves out who has no level or location when one is', () => {
    for (const segment of [null, undefined, {}, { fanLevels: [], location: '  ' }]) {
      expect(inSegment(lagosBronze, segment)).toBe(true);
      expect(inSegment(none, segment)).toBe(true);
      expect(narrows(segment)).toBe(false);
    }
    expect(inSegment(none, { fanLevels: ['Bronze'] })).toBe(false);
    expect(inSegment(none, { location: 'a' })).toBe(false);
    expect(narrows({ location: 'a' })).toBe(true);
  });
});
