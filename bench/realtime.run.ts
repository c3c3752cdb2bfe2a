/**
 * The real-time benchmark alone (bench/realtime.bench.ts), against the server run from its sources (no
 * build needed): `npx tsx bench/realtime.run.ts [--passes 3] [--members 1000] [--rounds 60] [--redis]
 * [--capacity [--capacity-target 50000] [--capacity-step 5000]] [--modes seek,toggle] [--profile dir]`.
 * `--redis` gives the server REDIS_URL (the local Redis, a key prefix of its own), so shared caps and budgets
 * are measured too. `--profile dir` writes the measured server's CPU profile (node --cpu-prof) into dir when
 * it stops. Prints the markdown and writes the raw figures as JSON next to it in the system's temporary
 * directory.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { deleteKeysWithPrefix } from '../server/src/realtime/scaleout/redisStore';
import { type PassMode, realtimeMarkdown, runRealtimeBench } from './realtime.bench';
import { startServer } from './realtime.server';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      passes: { type: 'string', default: '3' },
      members: { type: 'string', default: '1000' },
      rounds: { type: 'string', default: '60' },
      modes: { type: 'string', default: 'seek,toggle' },
      redis: { type: 'boolean', default: false },
      capacity: { type: 'boolean', default: false },
      profile: { type: 'string' },
      'capacity-target': { type: 'string', default: '50000' },
      'capacity-step': { type: 'string', default: '5000' },
    },
  });
  const prefix = `pn-bench:${randomBytes(4).toString('hex')}:`;
  const env: Record<string, string> = values.redis ? { REDIS_URL: `${REDIS_URL}?prefix=${prefix}` } : {};
  const server = await startServer(env, values.profile ? path.resolve(values.profile) : null);
  try {
    const result = await runRealtimeBench(server, {
      passes: Number(values.passes),
      members: Number(values.members),
      rounds: Number(values.rounds),
      modes: values.modes.split(',') as PassMode[],
      skipCapacity: !values.capacity,
      capacityTarget: Number(values['capacity-target']),
      capacityStep: Number(values['capacity-step']),
      startServer: () => startServer(env),
    });
    const markdown = realtimeMarkdown(result);
    const file = path.join(os.tmpdir(), `realtime-bench-${Date.now()}.json`);
    fs.writeFileSync(file, JSON.stringify({ redis: values.redis, ...result }, null, 2));
    console.log(
      `${markdown}\n\n(${values.redis ? 'with REDIS_URL' : 'one process, no Redis'}; raw: ${file})`,
    );
  } finally {
    await server.stop();
    if (values.redis) {
      const redis = new Redis(REDIS_URL);
      await deleteKeysWithPrefix(redis, prefix);
      redis.disconnect();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
