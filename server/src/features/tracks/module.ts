import { defineFeature } from '../featureModule';
import { analyseTrackJob } from './jobs/analyseTrack';
import { makePreviewJob, previewSweep } from './jobs/makePreview';
import { measureSweep } from './jobs/measureSweep';
import { trackModerationTargets } from './moderation';
import { tracksRoutes } from './routes';

/** The catalogue: routes, the analysis of every track's audio and the previews of priced tracks. */
export const tracksModule = defineFeature({
  name: 'tracks',
  routes: tracksRoutes,
  jobs: [analyseTrackJob, makePreviewJob],
  tasks: [previewSweep, measureSweep],
  moderationTargets: trackModerationTargets,
});
