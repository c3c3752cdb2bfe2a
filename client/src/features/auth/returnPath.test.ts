import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, signInPath } from './returnPath';

describe('the page to go back to after signing in', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/education?tab=learning')).toBe('/education?tab=learning');
    expect(safeReturnPath('/tracks/12#comments')).toBe('/tracks/12#comments');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses anything a browser would take to another site (no open redirect)', () => {
    for (const value of [
      '//evil.example',
      '//evil.example/dashboard',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example',
      'http:evil.example',
      'javascript:alert(1)',
      'evil.example',
      'dashboard',
      ' /dashboard',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('does not go back to /auth itself', () => {
    expect(safeReturnPath('/auth')).toBeNull();
    expect(safeReturnPath('/auth?next=%2Fdashboard')).toBeNull();
  });

  it('reads ?next= of /auth, decoded, and only when it is safe', () => {
    expect(returnPathFrom('next=%2Feducation%3Ftab%3Dlearning')).toBe('/education?tab=learning');
    expect(returnPathFrom('next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });

  it('builds the /auth address of a page, and plain /auth for the home page or an unsafe one', () => {
    expect(signInPath('/upload')).toBe('/auth?next=%2Fupload');
    expect(signInPath('/education?tab=learning')).toBe('/auth?next=%2Feducation%3Ftab%3Dlearning');
    expect(returnPathFrom(signInPath('/education?tab=learning').split('?')[1]!)).toBe(
      '/education?tab=learning',
    );
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath('//evil.example')).toBe('/auth');
    expect(signInPath(null)).toBe('/auth');
  });
});
