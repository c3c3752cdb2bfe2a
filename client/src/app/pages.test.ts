import { matchPage, PAGES } from '@common/pages';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

describe('the page list', () => {
  it('names exactly the addresses of the route table, so the server answers 404 for the rest', () => {
    expect(PAGES.map((page) => page.path)).toEqual(ROUTES.map((route) => route.path));
  });

  it('gives each page its own title and description', () => {
    const titles = PAGES.filter((page) => !page.path.startsWith('/admin')).map((page) => page.title);
    expect(new Set(PAGES.map((page) => page.description)).size).toBeGreaterThan(PAGES.length - 4);
    expect(titles.every((title) => title.length > 0)).toBe(true);
  });

  it('matches addresses like the router does', () => {
    expect(matchPage('/tracks/12')).toEqual({
      page: expect.objectContaining({ path: '/tracks/:id' }),
      params: { id: '12' },
    });
    expect(matchPage('/newsletter')?.page.path).toBe('/newsletter/:id?');
    expect(matchPage('/newsletter/4')?.params).toEqual({ id: '4' });
    expect(matchPage('/education?course=3')?.page.path).toBe('/education');
    expect(matchPage('/tracks/12/')?.page.path).toBe('/tracks/:id');
    expect(matchPage('/tracks')).toBeNull();
    expect(matchPage('/tracks/1/2')).toBeNull();
    expect(matchPage('/nowhere')).toBeNull();
    expect(matchPage('/%E0%A4%A')).toBeNull();
  });
});
