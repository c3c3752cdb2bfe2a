import { FAN_LEVELS, type FanPortal } from '@common/fanportal';
import { formatCount } from '@common/format';
import { cn } from '@/lib/cn';
import { fanLevelClass } from './fanLevelStyle';
import { growthText } from './growth';

function Bar({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="font-bold">{value}%</span>
      </div>
      <div
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-white/10"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className="h-full rounded-full bg-primary-strong"
          style={{ width: `${Math.min(100, value)}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-muted">{hint}</p>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border border-white/10 bg-white/[0.03] p-5">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Engagement and repeat-listener bars, plays, growth, fan levels and top locations, from the fans' activity. */
export function AnalyticsTab({ portal }: { portal: FanPortal }) {
  const { stats } = portal;
  const totalFans = Math.max(1, stats.totalFans);
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <Panel title="Engagement">
        <Bar
          label="Engagement rate"
          value={stats.engagementRate}
          hint="Fans who did more than listen once."
        />
        <Bar
          label="Repeat listeners"
          value={stats.repeatListeners}
          hint="Listening fans who came back for more plays."
        />
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-xl bg-white/[0.04] p-3">
            <dt className="text-xs text-muted">Total plays</dt>
            <dd className="text-xl font-bold">{formatCount(stats.totalPlays)}</dd>
          </div>
          <div className="rounded-xl bg-white/[0.04] p-3">
            <dt className="text-xs text-muted">Monthly growth</dt>
            <dd className="text-xl font-bold">{growthText(stats)}</dd>
          </div>
        </dl>
        <p className="text-xs text-muted">
          Average session time and social shares are not shown: the player does not record listening time per
          session and shares are not tracked yet.
        </p>
      </Panel>
      <Panel title="Fan levels">
        <ul className="space-y-2.5">
          {FAN_LEVELS.map((level) => {
            const count = portal.levelCounts[level];
            return (
              <li key={level} className="flex items-center gap-3 text-sm">
                <span
                  className={cn(
                    'w-20 rounded-full px-2 py-0.5 text-center text-[11px] font-bold uppercase ring-1',
                    fanLevelClass(level),
                  )}
                >
                  {level}
                </span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-white/10">
                  <span
                    className="block h-full rounded-full bg-primary/80"
                    style={{ width: `${(count / totalFans) * 100}%` }}
                  />
                </span>
                <span className="w-8 text-right font-semibold">{count}</span>
              </li>
            );
          })}
        </ul>
      </Panel>
      <Panel title="Top locations">
        {portal.topLocations.length === 0 ? (
          <p className="text-sm text-muted">None of your fans has shared a location yet.</p>
        ) : (
          <ul className="space-y-2.5">
            {portal.topLocations.map((place) => (
              <li key={place.location} className="text-sm">
                <div className="flex justify-between">
                  <span>{place.location}</span>
                  <span className="text-muted">
                    {place.fans} fan{place.fans === 1 ? '' : 's'} · {place.percent}%
                  </span>
                </div>
                <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-white/10">
                  <span
                    className="block h-full rounded-full bg-primary/70"
                    style={{ width: `${place.percent}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted">From the locations fans entered on their profiles.</p>
      </Panel>
      <Panel title="Age groups">
        <p className="text-sm text-muted">
          Panda Nation does not ask members for their age, so there are no age groups to show.
        </p>
      </Panel>
    </div>
  );
}
