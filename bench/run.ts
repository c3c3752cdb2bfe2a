import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as serve from '../scripts/serve.mjs';
import { type FirstLoadResult, measureFirstLoad } from './firstLoad.bench';
import { analysisMarkdown, runAnalysisBench } from './analysis.bench';
import { campaignMarkdown, runCampaignBenches } from './campaign.bench';
import { collabMatchMarkdown, runCollabMatchBench } from './collabMatch.bench';
import { coverArtMarkdown, runCoverArtBench } from './coverArt.bench';
import { driftMarkdown, runDriftBench } from './drift.bench';
import { httpMarkdown, runHttpBench } from './http.bench';
import { hitPredictorMarkdown, runHitPredictorBench } from './hitPredictor.bench';
import { lighthouseMarkdown, runLighthouseBench } from './lighthouse.bench';
import { mailLanesMarkdown, runMailLanesBench } from './mailLanes.bench';
import { mediaMarkdown, runMediaBench } from './media.bench';
import { mentorMarkdown, runMentorBench } from './mentor.bench';
import { playlistsMarkdown, runPlaylistsBench } from './playlists.bench';
import { serveQuiet } from './quietServer';
import { realtimeMarkdown, runRealtimeBench } from './realtime.bench';
import { runSearchBench, searchMarkdown } from './search.bench';
import { runTracksBench, tracksMarkdown } from './tracks.bench';
import { runVocalBench, vocalMarkdown } from './vocal.bench';

const root = path.resolve(import.meta.dirname, '..');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** npm run bench: builds if needed, serves the built app, measures, and writes docs/benchmarks.md. */
async function main() {
  await serve.ensureBuild();

  // A second `npm start` with a build present: source stamp check, migrations on an existing database, listen.
  const startTimes = await timeNpmStart(3);

  const benchLimits = {
    LOGIN_RATE_LIMIT_PER_IP: '1000000',
    LOGIN_RATE_LIMIT_PER_USERNAME: '1000000',
    REGISTER_RATE_LIMIT_PER_IP: '1000000',
    REGISTER_RATE_LIMIT_PER_USERNAME: '1000000',
  };
  // The demo seed queues media jobs (an analysis of every demo track, previews): measured once they are done.
  const server = await serveQuiet(benchLimits);
  try {
    const loads: FirstLoadResult[] = [];
    for (let i = 0; i < 3; i += 1) loads.push(await measureFirstLoad(server.baseURL));
    const lighthouse = await runLighthouseBench(server.baseURL);
    const lighthouseLoad = os.loadavg()[0]!;
    const http = await runHttpBench(server);
    const tracks = await runTracksBench(server);
    const media = await runMediaBench({ baseURL: server.baseURL, pid: server.pid! });
    const analysis = await runAnalysisBench(server);
    const vocal = await runVocalBench();
    const hitPredictor = await runHitPredictorBench();
    const coverArt = await runCoverArtBench(server);
    const mailLanes = await runMailLanesBench();
    const collabMatch = await runCollabMatchBench();
    const playlists = await runPlaylistsBench();
    const search = await runSearchBench();
    const mentor = await runMentorBench();
    const campaign = await runCampaignBenches();
    const realtime = await runRealtimeBench(
      { baseURL: server.baseURL, pid: server.pid! },
      {
        startServer: async () => {
          const fresh = await serve.serveBuilt({ ...benchLimits, SEED_DEMO: 'false' });
          return { baseURL: fresh.baseURL, pid: fresh.pid!, stop: () => fresh.stop() };
        },
      },
    );
    const drift = await runDriftBench(server.baseURL);
    const pick = (k: keyof FirstLoadResult) => median(loads.map((l) => Number(l[k])));
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const doc = `# Benchmarks

Measured by \`npm run bench\` (bench/run.ts) on ${os.cpus().length} cores (${cpu}), Node ${process.version},
SQLite (the embedded default), against the production build served by its own process on loopback; the load
generator (autocannon) runs in the benchmark process on the same machine. Figures are medians of repeated runs
(3 runs per HTTP read scenario, 3 page loads). Last run: ${new Date().toISOString().slice(0, 10)}.

## Start-up

| metric | value | target |
|---|---|---|
| \`npm start\` to /api/health 200, build present, existing database (median of 3) | ${median(startTimes)} ms | a second \`npm start\` serving within 15 s |

## First load of \`/\` in headless Chromium (1366x900, no throttling)

| metric | value | target |
|---|---|---|
| JavaScript run before Enter Platform, gzip level 9 | ${(pick('jsGzipBytes') / 1000).toFixed(1)} kB in ${pick('jsFiles')} files (${(pick('jsTransferredBytes') / 1000).toFixed(1)} kB brotli on the wire) | <= 90 kB gzipped |
| CSS transferred | ${(pick('cssTransferredBytes') / 1000).toFixed(1)} kB | |
| prefetched by the splash once its title shows (fetched, not run), gzip level 9 | ${(pick('prefetchedGzipBytes') / 1000).toFixed(1)} kB in ${pick('prefetchedFiles')} files | |
| Largest Contentful Paint (the splash's tagline) | ${pick('lcpMs')} ms | <= 2,000 ms |
| Cumulative Layout Shift | ${pick('cls')} | <= 0.05 |
| long tasks during load (longest) | ${pick('longTasks')} (${pick('longestTaskMs')} ms) | none over 50 ms on interaction |
| Enter Platform clicked to the page on screen | ${pick('enterMs')} ms | |

## Lighthouse (performance category, as a visitor)

${lighthouseMarkdown(lighthouse, lighthouseLoad)} One run per page and form factor with Lighthouse 12 and
Debian's Chromium (bench/lighthouse.bench.ts; run alone: \`npx tsx bench/lighthouse.bench.ts\`).

## HTTP (sessions and accounts)

${httpMarkdown(http)}

Login is bounded by argon2id (19 MiB, t=2) on libuv's thread pool: that cost is deliberate.

## HTTP (catalogue)

${tracksMarkdown(tracks)}

## Media (uploads and Range streaming)

${mediaMarkdown(media)}

## Audio analysis

${analysisMarkdown(analysis)}

## Vocal AI: analysis of a 60-second take

${vocalMarkdown(vocal)}

A synthesised 60-second take of known pitch (bench/vocal.bench.ts) measured in the media worker thread, as
\`POST /api/vocal/takes\` does, 5 runs per format after one warm-up; \`cpu\` is the worker thread's CPU time, which
a busy machine does not inflate the way it inflates wall time. Run alone: \`npx tsx bench/vocal.bench.ts\`.

## Hit Predictor: analysis of a 3-minute track

${hitPredictorMarkdown(hitPredictor)}

In-process on SQLite with 1,000 generated measured tracks (decision 0037). The hit features run in the media worker
after the catalogue's measures; the CPU row measures the same code on the decoded track in the benchmark's thread,
since wall times on a shared 2-core machine follow its load. Run alone: \`npx tsx bench/hitPredictor.bench.ts\`.

## Cover Art Generator: renders

${coverArtMarkdown(coverArt)}

Renders measured in the benchmark's own thread (wall and CPU time, so a busy machine shows in the first column
only); the API rows against the built server, whose renders run in its bounded pool of threads (decision 0036).
Run alone: \`npx tsx bench/coverArt.bench.ts\`.

## Background lanes: an email behind audio analysis

${mailLanesMarkdown(mailLanes)}

Each kind of job has its own lane and concurrency (media 1, mail \`MAIL_CONCURRENCY\`), so a password reset is
sent while the media lane is busy; in one shared lane it would wait for every analysis queued before it. Measured
in-process against a real SMTP server (smtp-server) on loopback (bench/mailLanes.bench.ts).

## Collaboration matching: 10,000 profiles

${collabMatchMarkdown([collabMatch])}

GET /api/collab/matches in-process (\`app.inject\`, session cookie included) against 10,000 generated profiles
(deterministic generator), 200 requests per row after 10 of warm-up; the personal rows rotate over 5 signed-in
users with profiles. Target: p95 <= 50 ms. How the list is computed: decision 0033. Run alone, SQLite then
PostgreSQL: \`npx tsx bench/collabMatch.bench.ts --postgres\`.

## Playlist page: 500 tracks

${playlistsMarkdown([playlists])}

GET /api/playlists/:id in-process (\`app.inject\`) on a public playlist of 500 tracks (every tenth priced, every
fiftieth since made private) from a catalogue of 5,000, 200 requests per row after 10 of warm-up. Decision 0055.
Run alone, SQLite then PostgreSQL: \`npx tsx bench/playlists.bench.ts --postgres\`.

## Search: 100,000 tracks and 20,000 artists

${searchMarkdown([search])}

bench/search.bench.ts: the catalogue generated through the search triggers, the app in a process of its own,
autocannon at 100 connections. Targets: suggest p95 <= 30 ms, filtered page p95 <= 50 ms. How search works:
decision 0054. SQLite then PostgreSQL: \`npx tsx bench/search.bench.ts --postgres\`.

## AI mentor: built-in answers

${mentorMarkdown(mentor)}

Measured in-process on SQLite with the built-in courses seeded: 12 signed-in artists (three tracks and a week of
plays each) ask 240 questions over real HTTP on loopback, reading the event stream (decision 0038). Run alone:
\`npx tsx bench/mentor.bench.ts\`.

## Email marketing: a campaign to 10,000 recipients

${campaignMarkdown(campaign)}

The server from source in its own process (as in production: API and job runner together), with 10,000 verified
fans who opted in; a counting SMTP server and the load generator (autocannon, 10 connections, 5 s; GET /api/user:
the run with the median p99 of 3) in the benchmark process. The POST reads the audience, sanitises and renders the
email once and writes 10,000 delivery rows in one transaction. Each message is claimed, logged, sent over pooled
SMTP connections and recorded (decisions 0030 and 0065). The ceiling rows run a web and a worker process with
\`MAIL_RATE_PER_SECOND=0\` (unlimited), the SMTP server in a process of its own; the worker's CPU per message is the
figure to compare on a shared machine. Run alone: \`npx tsx bench/campaign.bench.ts\` (\`--ceiling\` for the
ceiling only, \`--database=postgres\`, \`--rate=N\`, \`--concurrency=N\`, \`--cpu-prof=DIR\`).

## Real time (listening parties, one process)

${realtimeMarkdown(realtime)}

Fan-out throughput is compared with a bare Socket.IO broadcast measured in the same run (decision 0066). Run alone:
\`npx tsx bench/realtime.run.ts --passes 3\` (rooms), \`--passes 0 --capacity\` (idle sockets; the ramp stops at
the process's open-file limit and says so), \`--profile DIR\` (a CPU profile of the server).

## Listening sync in Chromium: drift between two participants

${driftMarkdown(drift)}

Two Chromium pages in one room (host and guest, each its own renderer process) play a 3-minute track; each page's
audio position (\`audio.currentTime\`, read on the page) is compared with the room position it computes from its
measured server clock, every 200 ms for ${drift.seconds} s per row. Loaded rows keep every core busy with side
processes that the benchmark stops. Targets: p95 between participants <= 30 ms idle and <= 50 ms loaded, the host
no worse than a guest. Run alone: \`npx tsx bench/drift.bench.ts\`.

Reproduce: \`npm run bench\` (about 15 minutes).
`;
    fs.writeFileSync(path.join(root, 'docs/benchmarks.md'), doc);
    console.log(doc);
  } finally {
    await server.stop();
  }
}

/** Times `npm start` (build present, database already created) until /api/health answers 200. */
async function timeNpmStart(runs: number): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-start-'));
  const times: number[] = [];
  try {
    for (let i = 0; i <= runs; i += 1) {
      const port = await serve.freePort();
      const t0 = Date.now();
      const child = spawn('npm', ['start', '--silent'], {
        cwd: root,
        detached: true,
        stdio: 'ignore',
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      });
      await serve.waitForHealth(`http://127.0.0.1:${port}`, () => child.exitCode === null);
      // The first run creates and seeds the database; the measured runs find it in place.
      if (i > 0) times.push(Date.now() - t0);
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return times;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
