import { describe, expect, it } from 'vitest';
import { type MediaLike, SyncController, type SyncStatus } from './controller';

/** An audio element on a fake clock: it starts `startLatencyMs` after play() and moves at playbackRate. */
class FakeMedia implements MediaLike {
  currentTime = 0;
  playbackRate = 1;
  paused = true;
  seeking = false;
  readyState = 4;
  ended = false;
  refusePlay = false;
  private startsAt: number | null = null;

  constructor(
    private readonly env: FakeEnv,
    private readonly startLatencyMs = 60,
  ) {}

  play(): Promise<void> {
    if (this.refusePlay) {
      return Promise.reject(
        Object.assign(new Error('play() needs a user gesture'), { name: 'NotAllowedError' }),
      );
    }
    this.paused = false;
    this.startsAt = this.env.now + this.startLatencyMs;
    return Promise.resolve();
  }

  pause(): void {
    this.paused = true;
    this.startsAt = null;
  }

  /** Moves the media on by `ms` of wall time. */
  advance(fromMs: number, toMs: number): void {
    if (this.paused || this.startsAt === null) return;
    const from = Math.max(fromMs, this.startsAt);
    if (toMs > from) this.currentTime += ((toMs - from) / 1000) * this.playbackRate;
  }
}

class FakeEnv {
  now = 0;
  /** The client's clock is 5 s behind the server's; the controller is told the right offset. */
  offset = 5000;
  media: FakeMedia[] = [];
  private timers: { at: number; fn: () => void; cancelled: boolean }[] = [];

  schedule = (fn: () => void, ms: number) => {
    const timer = { at: this.now + ms, fn, cancelled: false };
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };

  serverNow = () => this.now + this.offset;

  /** Runs the world for `ms`, ticking `controllers` every `tickMs`. */
  run(ms: number, controllers: SyncController[], tickMs = 100): void {
    const end = this.now + ms;
    while (this.now < end) {
      const next = Math.min(end, this.now + tickMs);
      for (const media of this.media) media.advance(this.now, next);
      this.now = next;
      for (const timer of this.timers.filter((t) => !t.cancelled && t.at <= this.now)) {
        timer.cancelled = true;
        timer.fn();
      }
      for (const controller of controllers) controller.tick();
    }
  }
}

function setup(options: { startLatencyMs?: number } = {}) {
  const env = new FakeEnv();
  const media = new FakeMedia(env, options.startLatencyMs);
  env.media.push(media);
  const statuses: SyncStatus[] = [];
  const controller = new SyncController(media, {
    serverNow: env.serverNow,
    onStatus: (status) => statuses.push(status),
    schedule: env.schedule,
    now: () => env.now,
  });
  return { env, media, controller, statuses };
}

describe('sync controller', () => {
  it('plays at server time T: waits paused at the start position, then starts on time', () => {
    const { env, media, controller } = setup();
    controller.apply({ isPlaying: true, currentTime: 10, serverTime: env.serverNow() + 500 });
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(10);
    expect(controller.status.label).toBe('Paused');
    env.run(400, [controller]);
    expect(media.paused).toBe(true);
    env.run(200, [controller]);
    expect(media.paused).toBe(false);
  });

  it('joins a playing room where it is now and converges within 30 ms despite start latency', () => {
    const { env, media, controller } = setup({ startLatencyMs: 120 });
    const serverTime = env.serverNow() - 42_000;
    controller.apply({ isPlaying: true, currentTime: 3, serverTime });
    env.run(8000, [controller]);
    const expected = 3 + (env.serverNow() - serverTime) / 1000;
    expect(Math.abs(media.currentTime - expected) * 1000).toBeLessThanOrEqual(30);
    expect(controller.status.label).toMatch(/^In sync ±\d+ ms$/);
    expect(media.playbackRate).toBeGreaterThan(0.95);
  });

  it('closes a small drift by nudging playbackRate, without a seek', () => {
    const { env, media, controller } = setup();
    const serverTime = env.serverNow();
    controller.apply({ isPlaying: true, currentTime: 0, serverTime });
    env.run(4000, [controller]);
    // The element slips 150 ms behind (e.g. a stall the browser hid).
    media.currentTime -= 0.15;
    const before = media.currentTime;
    const rate = media.playbackRate;
    // One late reading is not acted on: the median of the latest readings is.
    controller.tick();
    expect(media.playbackRate).toBe(rate);
    controller.tick();
    expect(media.playbackRate).toBeGreaterThan(1);
    expect(media.playbackRate).toBeLessThanOrEqual(1.05);
    expect(media.currentTime).toBe(before);
    env.run(6000, [controller]);
    const expected = (env.serverNow() - serverTime) / 1000;
    expect(Math.abs(media.currentTime - expected) * 1000).toBeLessThanOrEqual(25);
  });

  it('closes a steady offset of 8 ms (two pages 16 ms apart) down to a couple of ms', () => {
    const { env, media, controller } = setup();
    const serverTime = env.serverNow();
    controller.apply({ isPlaying: true, currentTime: 0, serverTime });
    env.run(4000, [controller]);
    media.currentTime += 0.008;
    env.run(5000, [controller]);
    const expected = (env.serverNow() - serverTime) / 1000;
    expect(Math.abs(media.currentTime - expected) * 1000).toBeLessThanOrEqual(2);
    expect(media.playbackRate).toBe(1);
  });

  it('seeks when the drift is large', () => {
    const { env, media, controller } = setup();
    const serverTime = env.serverNow();
    controller.apply({ isPlaying: true, currentTime: 0, serverTime });
    env.run(3000, [controller]);
    media.currentTime += 1.2;
    controller.tick();
    const expected = (env.serverNow() - serverTime) / 1000;
    expect(Math.abs(media.currentTime - expected)).toBeLessThan(0.35);
    expect(media.playbackRate).toBe(1);
  });

  it('pauses at the room position on pause, and resumes from the new clock', () => {
    const { env, media, controller } = setup();
    controller.apply({ isPlaying: true, currentTime: 0, serverTime: env.serverNow() });
    env.run(2000, [controller]);
    controller.apply({ isPlaying: false, currentTime: 1.9, serverTime: env.serverNow() });
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBeCloseTo(1.9, 5);
    expect(controller.status.label).toBe('Paused');
    env.run(1000, [controller]);
    expect(media.paused).toBe(true);
  });

  it('stays at the end of a finished track instead of restarting it', () => {
    const { env, media, controller } = setup();
    controller.apply({ isPlaying: true, currentTime: 28, serverTime: env.serverNow(), duration: 30 });
    env.run(1500, [controller]);
    expect(media.paused).toBe(false);
    env.run(1000, [controller]);
    // The element reaches its end and stops by itself.
    media.pause();
    media.ended = true;
    media.currentTime = 30;
    env.run(2000, [controller]);
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(30);
    expect(controller.status.quality).toBe('idle');
    expect(controller.status.label).toBe('Track ended');
  });

  it('joining a room whose track has ended says so instead of syncing forever', () => {
    const { env, media, controller, statuses } = setup();
    controller.apply({
      isPlaying: true,
      currentTime: 30,
      serverTime: env.serverNow() - 60_000,
      duration: 30,
    });
    env.run(1000, [controller]);
    expect(media.paused).toBe(true);
    expect(controller.status.label).toBe('Track ended');
    expect(statuses.at(-1)?.label).toBe('Track ended');
  });

  it('shows In sync while a small nudge is still closing the last few ms', () => {
    const { env, media, controller } = setup();
    const serverTime = env.serverNow();
    controller.apply({ isPlaying: true, currentTime: 0, serverTime });
    env.run(4000, [controller]);
    media.currentTime += 0.02;
    controller.tick();
    controller.tick();
    expect(media.playbackRate).toBeLessThan(1);
    expect(controller.status.quality).toBe('in-sync');
  });

  it('does not correct while buffering', () => {
    const { env, media, controller } = setup();
    controller.apply({ isPlaying: true, currentTime: 0, serverTime: env.serverNow() });
    env.run(2000, [controller]);
    controller.setBuffering(true);
    media.currentTime -= 0.1;
    const before = media.currentTime;
    controller.tick();
    expect(media.currentTime).toBe(before);
    expect(media.playbackRate).toBe(1);
  });

  it('reports a blocked start (autoplay refused) and starts on retry', async () => {
    const { env, media, controller } = setup();
    media.refusePlay = true;
    controller.apply({ isPlaying: true, currentTime: 0, serverTime: env.serverNow() });
    await Promise.resolve();
    await Promise.resolve();
    expect(controller.status.blocked).toBe(true);
    media.refusePlay = false;
    controller.retry();
    await Promise.resolve();
    await Promise.resolve();
    expect(controller.status.blocked).toBe(false);
    expect(media.paused).toBe(false);
  });
});
