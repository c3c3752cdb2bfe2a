import { defineFeature } from '../featureModule';
import { deliverBeatPurchase } from './fulfilment';
import { revokeLicences } from './revokeLicence';
import { beatbankRoutes } from './routes';

/** The Beat Bank: routes; a settled purchase delivers its licences, a refund revokes them. */
export const beatbankModule = defineFeature({
  name: 'beatbank',
  routes: beatbankRoutes,
  payments: { products: { beat_purchase: { succeeded: deliverBeatPurchase, refunded: revokeLicences } } },
});
