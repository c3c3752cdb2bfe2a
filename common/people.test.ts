import { describe, expect, it } from 'vitest';
import { publicName } from './people';

describe('publicName', () => {
  it('is the display name when there is one', () => {
    expect(publicName({ username: 'lunawaves', displayName: 'Luna Waves' })).toBe('Luna Waves');
  });

  it('is the username when the display name is missing, empty or only spaces', () => {
    expect(publicName({ username: 'lunawaves' })).toBe('lunawaves');
    expect(publicName({ username: 'lunawaves', displayName: null })).toBe('lunawaves');
    expect(publicName({ username: 'lunawaves', displayName: '' })).toBe('lunawaves');
    expect(publicName({ username: 'lunawaves', displayName: '   ' })).toBe('lunawaves');
  });

  it('leaves out the spaces around a display name but keeps it as written inside', () => {
    expect(publicName({ username: 'beyonce', displayName: '  Beyoncé  Knowles ' })).toBe('Beyoncé  Knowles');
  });
});
