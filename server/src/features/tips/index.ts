export { fulfilTip } from './fulfilment';
