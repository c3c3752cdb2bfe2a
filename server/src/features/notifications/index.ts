/** The notifications feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { queueNewTrackFanOut } from './fanOut';
export { notify, type NotifyInput } from './notify';
export { notifyPayment } from './payments';
