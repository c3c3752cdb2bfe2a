import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';
import { tracksRoutes } from './tracks/routes';
import { artistsRoutes } from './artists/routes';
import { uploadRoutes } from './upload/routes';
import { mediaRoutes } from './media/routes';
import { homeRoutes } from './home/routes';
import { dashboardRoutes } from './dashboard/routes';
import { newsletterRoutes } from './newsletter/routes';
import { spinroomRoutes } from './spinroom/routes';
import { liveStreamsRoutes } from './livestreams/routes';
import { videosRoutes } from './videos/routes';

/** Every feature's routes. */
export function registerFeatures(app: FastifyInstance, ctx: AppContext): void {
  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  tracksRoutes(app, ctx);
  artistsRoutes(app, ctx);
  uploadRoutes(app, ctx);
  mediaRoutes(app, ctx);
  homeRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  newsletterRoutes(app, ctx);
  spinroomRoutes(app, ctx);
  liveStreamsRoutes(app, ctx);
  videosRoutes(app, ctx);
}
