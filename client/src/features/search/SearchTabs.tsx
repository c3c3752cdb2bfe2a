import { SEARCH_TYPE_LABELS } from '@common/search';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { SEARCH_TABS, type SearchTab } from './useSearchResults';

const TAB_LABELS: Record<SearchTab, string> = { all: 'All', ...SEARCH_TYPE_LABELS };

interface SearchTabsProps {
  tab: SearchTab;
  counts: Partial<Record<SearchTab, number>>;
  onTabChange: (tab: SearchTab) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/** A tab per kind (All first), with its number of results where known; the list scrolls on its own on phones. */
export function SearchTabs({ tab, counts, onTabChange, children }: SearchTabsProps) {
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => onTabChange(next as SearchTab)}
      activationMode="manual"
      className="grid min-w-0 gap-6"
    >
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <TabsList aria-label="Kinds of result" className="w-max">
          {SEARCH_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-none px-3 sm:px-4">
              {TAB_LABELS[value]}
              {counts[value] !== undefined ? (
                <span className="rounded-full bg-black/25 px-1.5 text-xs tabular-nums">{counts[value]}</span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {SEARCH_TABS.map((value) => (
        <TabsContent key={value} value={value} className="min-w-0">
          {value === tab ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
