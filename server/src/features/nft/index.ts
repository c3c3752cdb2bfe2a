export { reserveEdition } from './commands/reserveEdition';
export { recordSupply } from './editionState';
export { markEditionSold } from './settlement';
