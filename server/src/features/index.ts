import type { AppContext } from '../context';
import type { AnyJobDefinition } from '../jobs/define';
import type { PeriodicTask } from '../jobs/periodic';
import { sendMailJob } from '../mail/sendMailJob';
import type { SocketHandlers } from '../realtime/rooms/context';
import { defineFeature, type FeatureModule } from './featureModule';
import type { PaymentPlugs } from './payments/index';
import { accountModule } from './account/module';
import { adminModule } from './admin/module';
import { artistsModule } from './artists/module';
import { authModule } from './auth/module';
import { beatbankModule } from './beatbank/module';
import { blocksModule } from './blocks/module';
import { collabModule } from './collab/module';
import { collaborationsModule } from './collaborations/module';
import { commentsModule } from './comments/module';
import { contactModule } from './contact/module';
import { coverartModule } from './coverart/module';
import { dashboardModule } from './dashboard/module';
import { earningsModule } from './earnings/module';
import { educationModule } from './education/module';
import { embedsModule } from './embeds/module';
import { fanportalModule } from './fanportal/module';
import { fansModule } from './fans/module';
import { healthModule } from './health/module';
import { hitpredictorModule } from './hitpredictor/module';
import { homeModule } from './home/module';
import { ideasModule } from './ideas/module';
import { inboxModule } from './inbox/module';
import { listeningModule } from './listening/module';
import { livestreamsModule } from './livestreams/module';
import { marketingModule } from './marketing/module';
import { mediaModule } from './media/module';
import { mentorModule } from './mentor/module';
import { metricsModule } from './metrics/module';
import type { ModerationTargets } from './moderation/index';
import { moderationModule } from './moderation/module';
import { newsletterModule } from './newsletter/module';
import { nftModule } from './nft/module';
import { notificationsModule } from './notifications/module';
import { paymentsModule } from './payments/module';
import { searchModule } from './search/module';
import { playlistsModule } from './playlists/module';
import { sharingModule } from './sharing/module';
import { spinroomModule } from './spinroom/module';
import { subscriptionModule } from './subscription/module';
import { tipsModule } from './tips/module';
import { tracksModule } from './tracks/module';
import { uploadModule } from './upload/module';
import { videosModule } from './videos/module';
import { vocalModule } from './vocal/module';

/** What the platform itself plugs in, apart from any feature: sending stored mail. */
const platformModule = defineFeature({ name: 'platform', jobs: [sendMailJob] });

/**
 * Every module of the app, each named once: the one place a feature is plugged in (see "Adding a feature" in
 * docs/ARCHITECTURE.md). Routes are registered in this order.
 */
export const modules: readonly FeatureModule[] = [
  platformModule,
  healthModule,
  metricsModule,
  authModule,
  tracksModule,
  searchModule,
  artistsModule,
  uploadModule,
  mediaModule,
  homeModule,
  dashboardModule,
  newsletterModule,
  spinroomModule,
  livestreamsModule,
  videosModule,
  listeningModule,
  paymentsModule,
  subscriptionModule,
  tipsModule,
  fansModule,
  earningsModule,
  beatbankModule,
  nftModule,
  notificationsModule,
  fanportalModule,
  inboxModule,
  collaborationsModule,
  collabModule,
  accountModule,
  contactModule,
  adminModule,
  marketingModule,
  educationModule,
  coverartModule,
  hitpredictorModule,
  mentorModule,
  vocalModule,
  ideasModule,
  playlistsModule,
  commentsModule,
  blocksModule,
  embedsModule,
  sharingModule,
  moderationModule,
];

/**
 * The modules whose routes a worker process serves (PROCESS_ROLE=worker serves nothing else): health, and the
 * place for metrics routes too.
 */
export const workerModules: readonly FeatureModule[] = [healthModule, metricsModule];

/** Every kind of background job (what the job runner runs). */
export const jobDefinitions: readonly AnyJobDefinition[] = modules.flatMap((module) => module.jobs ?? []);

/** Every periodic task (what runs on timers beside the job runner). */
export const periodicTasks: readonly PeriodicTask[] = modules.flatMap((module) => module.tasks ?? []);

/** Every feature's payment plugs (installed into payments by buildApp). */
export const paymentPlugs: readonly PaymentPlugs[] = modules.flatMap((module) =>
  module.payments ? [module.payments] : [],
);

/** What every module does once when the server starts, in the list's order. */
export async function startModules(ctx: AppContext): Promise<void> {
  for (const module of modules) await module.atStart?.(ctx);
}

/** Every socket handler group (attached to each socket by the real-time layer). */
export const socketHandlers: readonly SocketHandlers[] = modules.flatMap((module) => module.sockets ?? []);

/** Every feature's moderation targets (installed into moderation by buildApp). */
export const moderationTargets: readonly ModerationTargets[] = modules.flatMap((module) =>
  module.moderationTargets ? [module.moderationTargets] : [],
);
