// @vitest-environment happy-dom
import type { SearchResult, SearchSuggestions } from '@common/search';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SearchBox } from './SearchBox';

/** One suggest request the fake server received, answered when the test says so. */
interface Asked {
  url: string;
  signal: AbortSignal | undefined;
  answer: (body: SearchSuggestions) => void;
}

// Lets act() apply React's updates before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let asked: Asked[] = [];
let root: Root | null = null;
let host: HTMLElement;

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        asked.push({
          url,
          signal,
          answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })),
        });
      }),
  );
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host.remove();
  vi.unstubAllGlobals();
});

const result = (type: SearchResult['type'], id: number, title: string, subtitle: string): SearchResult => ({
  type,
  id,
  title,
  subtitle,
  url: `/${type === 'track' ? 'tracks' : 'artists'}/${id}`,
  image: null,
});

const suggestions = (q: string, titles: string[]): SearchSuggestions => ({
  q,
  groups: [
    {
      type: 'track',
      label: 'Tracks',
      results: titles.map((title, i) => result('track', i + 1, title, 'Luna Waves')),
    },
    { type: 'artist', label: 'Artists and DJs', results: [result('artist', 7, 'Luna Waves', '@lunawaves')] },
  ],
});

function renderBox() {
  const location = memoryLocation({ path: '/', record: true });
  root = createRoot(host);
  act(() =>
    root!.render(
      <Router hook={location.hook}>
        <SearchBox label="Search" />
      </Router>,
    ),
  );
  return {
    input: host.querySelector<HTMLInputElement>('input[role="combobox"]')!,
    history: location.history,
  };
}

/** Types `text` into the input as a user would (React sees an input event). */
function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function press(input: HTMLInputElement, key: string) {
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

const options = () => [...host.querySelectorAll('[role="option"]')];
const activeOption = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('the search combobox', () => {
  it('asks for suggestions only from two characters, once typing pauses', async () => {
    const { input } = renderBox();
    type(input, 'l');
    await new Promise((r) => setTimeout(r, 400));
    expect(asked).toHaveLength(0);
    type(input, 'lu');
    type(input, 'lun');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.url).toBe('/api/search/suggest?q=lun');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows grouped options with the kinds as labels, moves with the arrows, opens the active one on Enter', async () => {
    const { input, history } = renderBox();
    type(input, 'mid');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0]!.answer(suggestions('mid', ['Midnight on the 285', 'Midday'])));
    await vi.waitFor(() => expect(options()).toHaveLength(3));

    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const groups = [...listbox.querySelectorAll('[role="group"]')].map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent,
    );
    expect(groups).toEqual(['Tracks', 'Artists and DJs']);
    expect(options()[0]!.textContent).toContain('Midnight on the 285');
    expect(options()[0]!.textContent).toContain('Luna Waves');

    expect(activeOption(input)).toBeNull();
    press(input, 'ArrowDown');
    expect(activeOption(input)?.textContent).toContain('Midnight on the 285');
    expect(activeOption(input)?.getAttribute('aria-selected')).toBe('true');
    press(input, 'ArrowUp');
    expect(activeOption(input)?.textContent).toContain('@lunawaves');
    press(input, 'ArrowUp');
    expect(activeOption(input)?.textContent).toContain('Midday');
    press(input, 'ArrowDown');
    expect(activeOption(input)?.textContent).toContain('@lunawaves');
    press(input, 'ArrowDown');
    expect(activeOption(input)?.textContent).toContain('Midnight on the 285');
    press(input, 'Enter');
    expect(history.at(-1)).toBe('/tracks/1');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the /search page on Enter with no active option', async () => {
    const { input, history } = renderBox();
    type(input, 'tidal circuits');
    press(input, 'Enter');
    expect(history.at(-1)).toBe('/search?q=tidal+circuits');
  });

  it('closes on Escape, then clears the text on a second Escape', async () => {
    const { input } = renderBox();
    type(input, 'lu');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0]!.answer(suggestions('lu', ['Lunar'])));
    await vi.waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    press(input, 'ArrowDown');
    press(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('lu');
    press(input, 'Escape');
    expect(input.value).toBe('');
  });

  it('leaves Home and End to the text', async () => {
    const { input } = renderBox();
    type(input, 'lu');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0]!.answer(suggestions('lu', ['Lunar'])));
    await vi.waitFor(() => expect(options().length).toBeGreaterThan(0));
    press(input, 'ArrowDown');
    const home = new KeyboardEvent('keydown', { key: 'Home', bubbles: true, cancelable: true });
    act(() => void input.dispatchEvent(home));
    expect(home.defaultPrevented).toBe(false);
    expect(activeOption(input)?.textContent).toContain('Lunar');
  });

  it('drops a late answer to an older text: its request is aborted and never shown', async () => {
    const { input } = renderBox();
    type(input, 'lu');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    type(input, 'lun');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[0]!.signal?.aborted).toBe(true);
    expect(asked[1]!.signal?.aborted).toBe(false);

    await act(async () => asked[1]!.answer(suggestions('lun', ['Lunar Tide'])));
    await vi.waitFor(() => expect(options().length).toBeGreaterThan(0));
    // The older request's answer arriving now changes nothing.
    await act(async () => asked[0]!.answer(suggestions('lu', ['Lullaby'])));
    expect(
      options()
        .map((o) => o.textContent)
        .join(),
    ).toContain('Lunar Tide');
    expect(
      options()
        .map((o) => o.textContent)
        .join(),
    ).not.toContain('Lullaby');
  });
});
