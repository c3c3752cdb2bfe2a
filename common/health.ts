/** GET /api/health: whether the app can serve, and which dependency is down when it cannot. */
export interface HealthReport {
  status: 'ok' | 'unavailable';
  version: string;
  database: { dialect: 'sqlite' | 'postgres'; status: 'up' | 'down' };
  storage: { kind: 's3' | 'local'; status: 'up' | 'down' };
  uptimeSeconds: number;
}

/** GET /api/health/live: the process answers. */
export interface LivenessReport {
  status: 'ok';
}

/** GET /api/health/ready: whether the database, storage and (when REDIS_URL is set) Redis answer. */
export interface ReadinessReport {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
  storage: 'up' | 'down';
  /** Only when REDIS_URL is set. */
  redis?: 'up' | 'down';
}
