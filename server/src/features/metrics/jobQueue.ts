import type { Db } from '../../db/connection';
import { LANES } from '../../jobs/define';

/** The job table seen from one lane at one moment. */
export interface LaneQueue {
  lane: string;
  /** Queued jobs whose time has come. */
  due: number;
  /** Queued jobs whose time has not come yet. */
  scheduled: number;
  running: number;
  /** How long ago the oldest due job became due (0 when none is due). */
  oldestDueAgeSeconds: number;
}

/**
 * Reads the queue of every lane from the jobs table (all processes' jobs, in one query on the status index); the
 * app's shared lanes are listed even when empty, so their series never vanish.
 */
export async function readJobQueue(db: Db, now = new Date()): Promise<LaneQueue[]> {
  const nowIso = now.toISOString();
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'lane',
      'status',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('runAfter', '<=', nowIso).then(1).else(0).end()).as('due'),
      eb.fn.min(eb.case().when('runAfter', '<=', nowIso).then(eb.ref('runAfter')).end()).as('oldestDue'),
    ])
    .where('status', 'in', ['queued', 'running'])
    .groupBy(['lane', 'status'])
    .execute();

  const lanes = new Map<string, LaneQueue>();
  const laneOf = (name: string) => {
    let lane = lanes.get(name);
    if (!lane) {
      lane = { lane: name, due: 0, scheduled: 0, running: 0, oldestDueAgeSeconds: 0 };
      lanes.set(name, lane);
    }
    return lane;
  };
  for (const { name } of Object.values(LANES)) laneOf(name);
  for (const row of rows) {
    const lane = laneOf(row.lane);
    const total = Number(row.total);
    if (row.status === 'running') {
      lane.running += total;
      continue;
    }
    const due = Number(row.due ?? 0);
    lane.due += due;
    lane.scheduled += total - due;
    if (row.oldestDue) {
      const age = (now.getTime() - new Date(row.oldestDue).getTime()) / 1000;
      lane.oldestDueAgeSeconds = Math.max(lane.oldestDueAgeSeconds, age, 0);
    }
  }
  return [...lanes.values()];
}
