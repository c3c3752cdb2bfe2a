import type { SearchSuggestions } from '@common/search';
import { describe, expect, it } from 'vitest';
import { flattenOptions, moveActive } from './comboboxNav';

describe('the combobox keys', () => {
  it('moves down from none to the first and wraps at the end', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(0);
  });

  it('moves up from none to the last and wraps at the start', () => {
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(1, 'ArrowUp', 3)).toBe(0);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(2);
  });

  it('has no active option when there are none', () => {
    expect(moveActive(-1, 'ArrowDown', 0)).toBe(-1);
    expect(moveActive(4, 'ArrowUp', 0)).toBe(-1);
  });

  it('lists the options group after group with ids unique per kind and id', () => {
    const result = (type: 'track' | 'artist', id: number) => ({
      type,
      id,
      title: `${type} ${id}`,
      subtitle: null,
      url: `/${type}/${id}`,
      image: null,
    });
    const suggestions: SearchSuggestions = {
      q: 'lu',
      groups: [
        { type: 'track', label: 'Tracks', results: [result('track', 1), result('track', 2)] },
        { type: 'artist', label: 'Artists and DJs', results: [result('artist', 1)] },
      ],
    };
    expect(flattenOptions('box', suggestions).map((o) => o.id)).toEqual([
      'box-track-1',
      'box-track-2',
      'box-artist-1',
    ]);
    expect(flattenOptions('box', null)).toEqual([]);
  });
});
