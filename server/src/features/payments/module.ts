import { defineFeature } from '../featureModule';
import { refundSweep } from './refunds';
import { paymentsRoutes } from './routes';

/** Payments: routes (status, sandbox card, refunds, the provider's webhook) and the retry of due refunds. */
export const paymentsModule = defineFeature({
  name: 'payments',
  routes: paymentsRoutes,
  tasks: [refundSweep],
});
