import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { AnyJobDefinition } from '../jobs/define';
import type { PeriodicTask } from '../jobs/periodic';
import type { SocketHandlers } from '../realtime/rooms/context';
import type { ModerationTargets } from './moderation/index';
import type { PaymentPlugs } from './payments/index';

/**
 * Everything a feature plugs into the app, in one object (its folder's module.ts). The one list of modules,
 * features/index.ts, names every module once; buildApp hands the routes to Fastify, the payment plugs to
 * payments and the socket handlers to the real-time layer, and main.ts hands the jobs to the job runner and
 * the periodic tasks to their timers. Nothing registers itself as a side effect of being imported.
 */
export interface FeatureModule {
  /** The feature's folder name (server/src/features/<name>). */
  readonly name: string;
  /** Its HTTP routes. */
  routes?(app: FastifyInstance, ctx: AppContext): void;
  /** The kinds of background job it defines (each a defineJob, queued with enqueueJob). */
  readonly jobs?: readonly AnyJobDefinition[];
  /** Work it does on a timer while the server runs. */
  readonly tasks?: readonly PeriodicTask[];
  /** What its paid products do as payments settle, fail and end (and provider subscription events). */
  readonly payments?: PaymentPlugs;
  /**
   * The kinds of thing it owns that can be reported and moderated (decision 0061): per kind, how to load it for
   * the queue (owner, title, excerpt, link) and, for content, how to remove and restore it.
   */
  readonly moderationTargets?: ModerationTargets;
  /** Its socket event handlers, attached to every socket. */
  readonly sockets?: readonly SocketHandlers[];
  /**
   * Work done once when the server starts, after the migrations and the demo seed and before it serves (e.g.
   * recomputing derived rows an upgrade changed). Not run by tests that build the app.
   */
  atStart?(ctx: AppContext): Promise<void>;
}

/** A feature's module (typed here, so a misspelt part is a compile error). */
export function defineFeature(module: FeatureModule): FeatureModule {
  return module;
}
