import { SEARCH_MESSAGES } from '@common/search';
import { describe, expect, it } from 'vitest';
import { bpmRangeError } from './BpmRange';
import { wordsSearchPath } from './suggestApi';
import { durationChange, ENERGY_CHOICES, energyChange, rangeChoiceOf } from './filterOptions';
import {
  hasSoundFilter,
  isAsking,
  parseSearchState,
  searchPath,
  searchQueryString,
  searchStateError,
  withChange,
} from './searchState';

describe('the /search address', () => {
  it('reads words, kind, filters, sort and page, with the defaults for what is missing', () => {
    const state = parseSearchState(
      '?q=luna%20waves&type=track&genre=trap&bpmMin=130&bpmMax=150&halfDouble=true&key=A%20Minor&compatibleWith=F%23%20Minor&energyMin=0.7&durationMax=240&sort=bpm&page=3',
    );
    expect(state).toEqual({
      q: 'luna waves',
      type: 'track',
      genre: 'trap',
      bpmMin: 130,
      bpmMax: 150,
      halfDouble: true,
      key: 'A Minor',
      compatibleWith: 'F# Minor',
      energyMin: 0.7,
      durationMax: 240,
      sort: 'bpm',
      page: 3,
    });
    expect(parseSearchState('')).toEqual({ q: '', sort: 'relevance', page: 1 });
  });

  it('drops only the values the API would refuse, keeping the rest of the search', () => {
    const state = parseSearchState('?q=tid&type=planet&bpmMin=5&bpmMax=abc&sort=loudest&page=0&energyMax=2');
    expect(state).toEqual({ q: 'tid', sort: 'relevance', page: 1 });
  });

  it('writes the state back without defaults, so one search has one address', () => {
    const address = '?q=tidal&type=beat&bpmMin=70&bpmMax=90&halfDouble=true&sort=newest&page=2';
    const state = parseSearchState(address);
    expect(searchPath(state)).toBe(
      '/search?q=tidal&type=beat&bpmMin=70&bpmMax=90&halfDouble=true&sort=newest&page=2',
    );
    expect(parseSearchState(searchQueryString(state))).toEqual(state);
    expect(searchPath({ q: '', sort: 'relevance', page: 1, halfDouble: false })).toBe('/search');
    expect(searchPath({ q: 'A&B = ok?' })).toBe('/search?q=A%26B+%3D+ok%3F');
    expect(wordsSearchPath('A&B = ok?')).toBe(searchPath({ q: 'A&B = ok?' }));
  });

  it('goes back to the first page on any change but the page', () => {
    const state = parseSearchState('?q=drum&page=4');
    expect(withChange(state, { genre: 'trap' }).page).toBe(1);
    expect(withChange(state, { page: 5 }).page).toBe(5);
  });

  it('asks with words or with a sound filter alone (browsing by sound)', () => {
    expect(isAsking(parseSearchState(''))).toBe(false);
    expect(isAsking(parseSearchState('?bpmMin=120'))).toBe(true);
    expect(hasSoundFilter(parseSearchState('?q=x&type=track'))).toBe(false);
    expect(hasSoundFilter(parseSearchState('?compatibleWith=A%20Minor'))).toBe(true);
  });

  it('refuses a BPM range whose lowest is above its highest, with the API’s sentence', () => {
    expect(searchStateError(parseSearchState('?bpmMin=150&bpmMax=140'))).toBe(SEARCH_MESSAGES.badBpmRange);
    expect(searchStateError(parseSearchState('?bpmMin=140&bpmMax=140'))).toBeNull();
    expect(bpmRangeError('150', '140')).toBe(SEARCH_MESSAGES.badBpmRange);
    expect(bpmRangeError('12', '')).toBe('BPM must be a number from 20 to 300');
    expect(bpmRangeError('fast', '')).toBe('BPM must be a number from 20 to 300');
    expect(bpmRangeError('', '')).toBeNull();
    expect(bpmRangeError(' 70 ', '140')).toBeNull();
  });

  it('names the energy and duration bands, and a hand-written range as custom', () => {
    expect(energyChange('high')).toEqual({ energyMin: 0.7, energyMax: undefined });
    expect(energyChange('')).toEqual({ energyMin: undefined, energyMax: undefined });
    expect(durationChange('medium')).toEqual({ durationMin: 60, durationMax: 240 });
    expect(rangeChoiceOf(ENERGY_CHOICES, 0.4, 0.7)).toBe('medium');
    expect(rangeChoiceOf(ENERGY_CHOICES, 0.1, 0.2)).toBe('custom');
    expect(rangeChoiceOf(ENERGY_CHOICES, undefined, undefined)).toBe('');
  });
});
