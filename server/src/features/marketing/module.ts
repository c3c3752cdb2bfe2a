import { defineFeature } from '../featureModule';
import { sendCampaignJob } from './sendCampaignJob';
import { marketingRoutes } from './routes';

/** Email marketing: routes, and the campaign job that sends each campaign in the campaign lane. */
export const marketingModule = defineFeature({
  name: 'marketing',
  routes: marketingRoutes,
  jobs: [sendCampaignJob],
});
