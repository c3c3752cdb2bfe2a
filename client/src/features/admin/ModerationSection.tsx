import { useLocation, useSearch } from 'wouter';
import { FilterButtons } from '@/ui/FilterButtons';
import { ModerationAppeals } from './ModerationAppeals';
import { ModerationLog } from './ModerationLog';
import { ModerationQueue } from './ModerationQueue';

type View = 'queue' | 'appeals' | 'log';

const VIEWS: readonly { id: View; label: string }[] = [
  { id: 'queue', label: 'Reports' },
  { id: 'appeals', label: 'Appeals' },
  { id: 'log', label: 'Audit log' },
];

/** The view shown in the address (?view=log); the queue by default. */
function useViewParam(): [View, (view: View) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const raw = new URLSearchParams(search).get('view');
  const view = VIEWS.some((option) => option.id === raw) ? (raw as View) : 'queue';
  return [
    view,
    (next) => navigate(next === 'queue' ? location : `${location}?view=${next}`, { replace: true }),
  ];
}

/** /admin/moderation: the reports queue and its actions, the appeals and the audit log. */
export function ModerationSection() {
  const [view, setView] = useViewParam();
  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-section-title" className="text-2xl font-bold tracking-tight">
            Moderation
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            Reports from members, grouped by what they report, the oldest first. Dismiss them, remove the
            content (it disappears everywhere), or warn, suspend or ban its owner. Owners are told why and may
            appeal once; every action is kept in the audit log.
          </p>
        </div>
        <FilterButtons
          label="Show"
          options={VIEWS}
          value={view}
          onChange={setView}
          className="w-full sm:w-auto"
        />
      </div>
      {view === 'queue' ? (
        <ModerationQueue />
      ) : view === 'appeals' ? (
        <ModerationAppeals />
      ) : (
        <ModerationLog />
      )}
    </section>
  );
}
