import { defineFeature } from '../featureModule';
import { hitFeaturesSweep } from './backfill';
import { hitUploadsSweep } from './cleanup';
import { hitAnalysisJob } from './hitAnalysisJob';
import { hitpredictorRoutes } from './routes';

/**
 * The Hit Predictor: routes, its analyses as media-lane jobs, the clean-up of files uploaded only for analysis,
 * and the measures of catalogue tracks analysed before it existed.
 */
export const hitpredictorModule = defineFeature({
  name: 'hitpredictor',
  routes: hitpredictorRoutes,
  jobs: [hitAnalysisJob],
  tasks: [hitUploadsSweep, hitFeaturesSweep],
});
