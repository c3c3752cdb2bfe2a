import { describe, expect, it } from 'vitest';
import { catalogueSections } from './catalogue';

const course = (id: number, featured: boolean) => ({ id, featured });

describe('catalogueSections', () => {
  it('lists a featured course once, in the featured row, and every other course after it', () => {
    const courses = [course(1, true), course(2, false), course(3, true), course(4, false)];
    const { featured, others } = catalogueSections(courses);
    expect(featured.map((c) => c.id)).toEqual([1, 3]);
    expect(others.map((c) => c.id)).toEqual([2, 4]);
    // Every course once, none twice.
    expect([...featured, ...others].map((c) => c.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('has no featured row without featured courses, and nothing after it when all are featured', () => {
    expect(catalogueSections([course(1, false)])).toEqual({ featured: [], others: [course(1, false)] });
    expect(catalogueSections([course(1, true)])).toEqual({ featured: [course(1, true)], others: [] });
    expect(catalogueSections([])).toEqual({ featured: [], others: [] });
  });
});
