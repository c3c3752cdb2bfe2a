/** GET URLs of the Spin Room's reads (the first element of their query keys). */
export const DJS_URL = '/api/spinroom/djs';
export const CRATE_URL = '/api/spinroom/crate';
export const LIVE_STREAMS_URL = '/api/live-streams';
