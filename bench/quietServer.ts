import * as serve from '../scripts/serve.mjs';

/** A token for the served build's /metrics (the benches read its job gauges; never used outside a bench). */
const METRICS_TOKEN = 'bench-only-metrics-token-0123456789';

const JOB_GAUGES = /^pandanation_(job_queue_depth|jobs_running)\{lane="([^"]+)"\} (\d+(?:\.\d+)?)$/;

/** Jobs due or running, per lane, as /metrics tells (empty when every lane is quiet). */
export async function busyLanes(baseURL: string): Promise<Record<string, number>> {
  const response = await fetch(`${baseURL}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const busy: Record<string, number> = {};
  for (const line of (await response.text()).split('\n')) {
    const match = JOB_GAUGES.exec(line);
    if (match && Number(match[3]) > 0) busy[match[2]!] = (busy[match[2]!] ?? 0) + Number(match[3]);
  }
  return busy;
}

/**
 * Waits until no job is due or running in any lane. A fresh server's demo seed queues media jobs (audio
 * analysis, previews) that keep a core busy for about half a minute on 2 cores: a figure taken meanwhile
 * measures them too.
 */
export async function waitForQuietJobs(baseURL: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let busy = await busyLanes(baseURL);
  while (Object.keys(busy).length > 0) {
    if (Date.now() > deadline)
      throw new Error(`jobs still busy after ${timeoutMs} ms: ${JSON.stringify(busy)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    busy = await busyLanes(baseURL);
  }
}

/** The built app served with the demo seed (see serveBuilt), measured only once its seed jobs are done. */
export async function serveQuiet(extraEnv: Record<string, string> = {}): Promise<serve.Served> {
  await serve.ensureBuild();
  const server = await serve.serveBuilt({ METRICS_TOKEN, ...extraEnv });
  try {
    await waitForQuietJobs(server.baseURL);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
