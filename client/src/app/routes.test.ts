import { describe, expect, it } from 'vitest';
import { ROUTES, routeFor } from './routes';

describe('routeFor (the screen loaded ahead of entering the platform)', () => {
  it('finds the route the router shows, parameters and optional segments included', () => {
    expect(routeFor('/')?.path).toBe('/');
    expect(routeFor('/education')?.path).toBe('/education');
    expect(routeFor('/tracks/42')?.path).toBe('/tracks/:id');
    expect(routeFor('/newsletter')?.path).toBe('/newsletter/:id?');
    expect(routeFor('/newsletter/7')?.path).toBe('/newsletter/:id?');
    expect(routeFor('/education/courses/3/lessons/9')?.path).toBe(
      '/education/courses/:courseId/lessons/:lessonId',
    );
    expect(routeFor('/admin/users')?.path).toBe('/admin/:section');
  });

  it('finds nothing for an unknown path, and the first match wins as in the router', () => {
    expect(routeFor('/no-such-page')).toBeUndefined();
    expect(routeFor('/tracks')).toBeUndefined();
    expect(routeFor('/upload/quick')?.path).toBe('/upload/quick');
  });

  it('gives every built screen a loader that can be called ahead of its first render', () => {
    for (const { screen } of ROUTES) if (screen) expect(typeof screen.load).toBe('function');
  });
});
