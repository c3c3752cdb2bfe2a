import type { SearchResult } from '@common/search';
import { SEARCH_QUERY_MAX } from '@common/searchLimits';
import { Search } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useId, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { flattenOptions, moveActive } from './comboboxNav';
import { wordsSearchPath } from './suggestApi';
import { useSuggestions } from './useSuggestions';

const loadOptions = () => import('./SuggestOptions');
const SuggestOptions = lazy(loadOptions);

interface SearchBoxProps {
  /** The input's accessible name. */
  label: string;
  defaultValue?: string;
  placeholder?: string;
  className?: string;
  /** Where the suggestions panel sits under the input. */
  panelClassName?: string;
}

/**
 * A search input with instant suggestions, following the ARIA 1.2 combobox pattern: focus stays in the input,
 * arrows move the active option (aria-activedescendant), Enter opens it or, with none active, the /search page,
 * Escape closes the suggestions and then clears the text; Home and End stay the input's own keys.
 */
export function SearchBox({
  label,
  defaultValue = '',
  placeholder,
  className,
  panelClassName,
}: SearchBoxProps) {
  const base = `search-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const listboxId = `${base}-listbox`;
  const [, navigate] = useLocation();
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const suggestions = useSuggestions(open ? text : '');
  const options = useMemo(() => flattenOptions(base, suggestions.data), [base, suggestions.data]);
  const expanded = open && options.length > 0;
  const active = expanded ? options.findIndex((option) => option.id === activeId) : -1;
  const q = text.trim();

  function close() {
    setOpen(false);
    setActiveId(null);
  }

  function go(url: string) {
    close();
    navigate(url);
  }

  function handlePick(result: SearchResult) {
    go(result.url);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        const next = moveActive(active, event.key, options.length);
        setActiveId(options[next]?.id ?? null);
        break;
      }
      case 'Enter': {
        event.preventDefault();
        const chosen = active >= 0 ? options[active] : undefined;
        if (chosen) handlePick(chosen.result);
        else if (q) go(wordsSearchPath(q));
        break;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      }
      default:
        break;
    }
  }

  const empty = open && !suggestions.loading && suggestions.data !== null && options.length === 0;
  const status = expanded
    ? `${options.length} suggestion${options.length === 1 ? '' : 's'}`
    : empty
      ? `No suggestions for ${q}`
      : '';

  return (
    <form
      role="search"
      action="/search"
      className={cn('relative', className)}
      onSubmit={(event) => event.preventDefault()}
    >
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        type="text"
        name="q"
        role="combobox"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? options[active]!.id : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveId(null);
        }}
        onFocus={() => void loadOptions()}
        onBlur={close}
        onKeyDown={handleKeyDown}
        className="h-10 w-full rounded-full border border-white/10 bg-background/80 pl-9 pr-4 text-sm text-foreground shadow-inner transition-colors placeholder:text-muted hover:border-white/20 focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={`Suggestions for ${q}`}
        hidden={!expanded}
        className={cn(
          'absolute top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-white/10 bg-surface py-1 shadow-2xl shadow-black/50',
          panelClassName ?? 'inset-x-0',
        )}
      >
        {expanded ? (
          <Suspense fallback={null}>
            <SuggestOptions
              base={base}
              groups={suggestions.data?.groups ?? []}
              activeId={options[active]?.id ?? null}
              onPick={handlePick}
            />
          </Suspense>
        ) : null}
      </div>
      {empty ? (
        <p
          className={cn(
            'absolute top-full z-50 mt-2 rounded-xl border border-white/10 bg-surface px-4 py-3 text-sm text-muted shadow-2xl shadow-black/50',
            panelClassName ?? 'inset-x-0',
          )}
        >
          No suggestions for “{q}”. Press Enter to search.
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}
