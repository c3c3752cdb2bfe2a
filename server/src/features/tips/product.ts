import { definePaidProduct } from '../payments/index';
import { fulfilTip } from './fulfilment';

/** A tip: the artist hears of it once it has settled (a refund takes back only the money). */
export const tipProduct = definePaidProduct({ type: 'tip', label: 'Tip', succeeded: fulfilTip });
