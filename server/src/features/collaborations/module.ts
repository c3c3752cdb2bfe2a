import type { PeriodicTask } from '../../jobs/periodic';
import { defineFeature } from '../featureModule';
import { expireProposals } from './commands/answerProposal';
import { collabFeeProduct } from './fee';
import { collaborationsRoutes } from './routes';

/** Lapses matchmaker proposals left unanswered past their date, refunding their fees. */
export const proposalExpiry: PeriodicTask = {
  name: 'collaboration proposal expiry',
  everyMs: 10 * 60_000,
  run: (ctx) => expireProposals(ctx),
};

/**
 * Collaborations: routes; the matchmaker's setup fee sends, drops or ends its proposal; unanswered proposals
 * lapse.
 */
export const collaborationsModule = defineFeature({
  name: 'collaborations',
  routes: collaborationsRoutes,
  payments: { products: [collabFeeProduct] },
  tasks: [proposalExpiry],
});
