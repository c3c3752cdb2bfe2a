// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Lets act() apply React's updates before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;
let broken = true;

/** A page that throws while `broken` is set, as a page whose code could not be loaded does. */
function Page() {
  if (broken) throw new Error('Failed to fetch dynamically imported module: /assets/EducationPage-x.js');
  return <h1>Education</h1>;
}

beforeEach(() => {
  broken = true;
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host.remove();
  vi.restoreAllMocks();
});

function render(onRetry = vi.fn()) {
  const location = memoryLocation({ path: '/education' });
  root = createRoot(host);
  act(() =>
    root!.render(
      <Router hook={location.hook}>
        <RouteErrorBoundary onRetry={onRetry}>
          <Page />
        </RouteErrorBoundary>
      </Router>,
    ),
  );
  return { navigate: location.navigate, onRetry };
}

function button(name: string): HTMLButtonElement {
  const found = [...host.querySelectorAll('button')].find((el) => el.textContent?.trim() === name);
  if (!found) throw new Error(`no ${name} button`);
  return found;
}

describe('RouteErrorBoundary', () => {
  it('shows a plain alert with Try again and Reload instead of the page, and logs the error once', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('This page could not load');
    expect(alert?.textContent).toBe(
      'This page could not loadCheck your connection and try again, or reload the page.',
    );
    expect(host.textContent).not.toContain('dynamically imported');
    button('Try again');
    button('Reload');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('renders the page again on Try again, after letting failed loads be retried', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onRetry } = render();
    broken = false;
    act(() => button('Try again').click());
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(host.querySelector('h1')?.textContent).toBe('Education');
  });

  it('stays on the failure until the location changes, then renders what is there', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { navigate, onRetry } = render();
    broken = false;
    act(() => navigate('/education'));
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
    act(() => navigate('/about'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });
});
