import {
  chooseCorrection,
  expectedPosition,
  isFinished,
  msUntilStart,
  type RoomClock,
  SYNC_TUNING,
  type SyncQuality,
  syncLabel,
  syncQuality,
} from './drift';

/** What the controller needs of an audio element (an HTMLAudioElement is one). */
export interface MediaLike {
  currentTime: number;
  playbackRate: number;
  readonly paused: boolean;
  readonly seeking: boolean;
  readonly readyState: number;
  readonly ended: boolean;
  play(): Promise<void>;
  pause(): void;
}

export interface SyncStatus {
  quality: SyncQuality;
  label: string;
  /** The latest measured drift (audio minus room, ms), or null when not playing. */
  driftMs: number | null;
  /** The typical recent drift (median of the last measurements' sizes, ms). */
  recentDriftMs: number | null;
  playbackRate: number;
  /** The browser refused to start audio without a user gesture. */
  blocked: boolean;
}

export interface SyncDeps {
  /** The server's clock now (ms), from the clock offset. */
  serverNow: () => number;
  onStatus?: (status: SyncStatus) => void;
  /** Runs `fn` after `ms`; returns a cancel function (tests pass a fake). */
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Local monotonic time (ms), for settling after seeks. */
  now?: () => number;
}

const RECENT = 6;
/** After a seek the position is not measured for this long (the element reports the target at once). */
const SETTLE_MS = 300;
const MAX_SEEK_LEAD_MS = 300;

const defaultSchedule = (fn: () => void, ms: number) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/**
 * Keeps one audio element on the room clock: "play at server time T" for every playback change, then a
 * loop (`tick`) that nudges playbackRate for small drift and seeks for large drift. Seeks land a little
 * ahead of the target by a lead learnt from the previous seeks (the element needs time to resume).
 */
export class SyncController {
  private clock: RoomClock | null = null;
  private cancelStart: (() => void) | null = null;
  private nudging = false;
  private settleUntil = 0;
  private measureLead = false;
  private seekLeadMs = 40;
  private recent: number[] = [];
  /** The latest signed drifts (ms), whose median the corrections follow. */
  private window: number[] = [];
  private lastDrift: number | null = null;
  private blocked = false;
  private buffering = false;
  /** The playing room reached the end of its track (reported once, then nothing is corrected). */
  private atEnd = false;
  private readonly schedule: NonNullable<SyncDeps['schedule']>;
  private readonly now: () => number;

  constructor(
    private readonly media: MediaLike,
    private readonly deps: SyncDeps,
  ) {
    this.schedule = deps.schedule ?? defaultSchedule;
    this.now = deps.now ?? (() => performance.now());
  }

  /** Follows a new room clock (room-state, playback-update or track-changed). */
  apply(clock: RoomClock | null): void {
    this.cancelStart?.();
    this.cancelStart = null;
    this.clock = clock;
    this.atEnd = false;
    this.resetMeasurements();
    if (!clock) {
      this.media.pause();
      this.emit();
      return;
    }
    if (!clock.isPlaying) {
      this.media.pause();
      this.media.playbackRate = 1;
      if (Math.abs(this.media.currentTime - clock.currentTime) > 0.05) {
        this.media.currentTime = clock.currentTime;
      }
      this.emit();
      return;
    }
    const wait = msUntilStart(clock, this.deps.serverNow());
    if (wait > 0) {
      // Play at server time T: wait paused at the start position, then start.
      if (!this.media.paused) this.media.pause();
      if (Math.abs(this.media.currentTime - clock.currentTime) > 0.02) {
        this.media.currentTime = clock.currentTime;
      }
      this.cancelStart = this.schedule(() => {
        this.cancelStart = null;
        this.start();
      }, wait);
      this.emit();
      return;
    }
    this.start();
  }

  /** Called when the user allows audio after the browser blocked it (e.g. a tap on 'Start listening'). */
  retry(): void {
    if (this.clock?.isPlaying) this.start();
  }

  /** Whether the element is waiting for data (reported to the room; corrections pause meanwhile). */
  setBuffering(buffering: boolean): void {
    this.buffering = buffering;
    if (buffering) this.resetMeasurements();
  }

  /** One step of the sync loop: measure the drift and correct it. */
  tick(): void {
    const clock = this.clock;
    if (!clock?.isPlaying || this.cancelStart || this.blocked) return;
    if (isFinished(clock, this.deps.serverNow())) {
      if (!this.atEnd) {
        this.atEnd = true;
        this.resetMeasurements();
        this.emit();
      }
      return;
    }
    if (this.media.paused) {
      // An element at its end (duration unknown to the room) is not restarted.
      if (!this.media.ended) this.start();
      return;
    }
    if (this.media.seeking || this.buffering || this.now() < this.settleUntil) return;
    const expected = expectedPosition(clock, this.deps.serverNow());
    const driftMs = (this.media.currentTime - expected) * 1000;
    if (this.measureLead) {
      // The element resumed later than asked by -driftMs: land further ahead next time.
      this.measureLead = false;
      this.seekLeadMs = Math.min(MAX_SEEK_LEAD_MS, Math.max(0, this.seekLeadMs - driftMs * 0.8));
    }
    this.lastDrift = driftMs;
    this.recent.push(Math.abs(driftMs));
    if (this.recent.length > RECENT) this.recent.shift();

    this.window.push(driftMs);
    if (this.window.length > SYNC_TUNING.filterSize) this.window.shift();
    const large = Math.abs(driftMs) >= SYNC_TUNING.seekFromMs;
    const correction = chooseCorrection(large ? driftMs : median(this.window), { nudging: this.nudging });
    if (correction.kind === 'seek') {
      this.seekTo(expected);
    } else {
      this.nudging = correction.kind === 'nudge';
      if (this.media.playbackRate !== correction.rate) this.media.playbackRate = correction.rate;
    }
    this.emit();
  }

  /** Stops following the room (leaving it). */
  dispose(): void {
    this.cancelStart?.();
    this.cancelStart = null;
    this.clock = null;
  }

  get status(): SyncStatus {
    const clock = this.clock;
    const ended = clock?.isPlaying === true && isFinished(clock, this.deps.serverNow());
    const playing = Boolean(clock?.isPlaying) && !this.cancelStart && !ended;
    const recentDriftMs = playing && this.recent.length > 0 ? median(this.recent) : null;
    // A seek under way is a correction; a small playbackRate nudge inside the in-sync band is not (on a busy
    // page the readings jitter by a few ms, so a nudge towards 1 ms can go on for as long as the track).
    const correcting = this.now() < this.settleUntil || this.measureLead;
    let quality = syncQuality(recentDriftMs, { correcting });
    if (playing && recentDriftMs === null) quality = 'syncing';
    return {
      quality,
      label: syncLabel(quality, recentDriftMs, ended),
      driftMs: playing ? this.lastDrift : null,
      recentDriftMs,
      playbackRate: this.media.playbackRate,
      blocked: this.blocked,
    };
  }

  private start(): void {
    const clock = this.clock;
    if (!clock?.isPlaying || isFinished(clock, this.deps.serverNow())) return;
    const expected = expectedPosition(clock, this.deps.serverNow());
    if (this.media.paused) {
      this.seekTo(expected);
      this.media.play().then(
        () => {
          this.blocked = false;
          this.emit();
        },
        (error: unknown) => {
          // Autoplay failure is only logged (part 1, section 8). A refusal (NotAllowedError) waits for
          // 'Start listening'; an interrupted start (a pause or a new source) is retried by the loop.
          console.info('Room audio did not start:', error);
          if (error instanceof Error && error.name === 'NotAllowedError') {
            this.blocked = true;
            this.emit();
          }
        },
      );
    } else if (Math.abs(this.media.currentTime - expected) * 1000 >= SYNC_TUNING.seekFromMs) {
      this.seekTo(expected);
    }
    this.emit();
  }

  private seekTo(expected: number): void {
    this.media.playbackRate = 1;
    this.nudging = false;
    this.media.currentTime = Math.max(0, expected + this.seekLeadMs / 1000);
    this.settleUntil = this.now() + SETTLE_MS;
    this.measureLead = true;
    this.recent = [];
    this.window = [];
  }

  private resetMeasurements(): void {
    this.recent = [];
    this.window = [];
    this.lastDrift = null;
    this.nudging = false;
    this.measureLead = false;
    if (this.media.playbackRate !== 1) this.media.playbackRate = 1;
  }

  private emit(): void {
    this.deps.onStatus?.(this.status);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
