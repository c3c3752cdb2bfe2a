import type { AppContext } from '../../../context';

/** What the listening commands need: the database, the real-time layer when attached, and a logger. */
export type ListeningContext = Pick<AppContext, 'database' | 'realtime' | 'log'>;
