/** GET /api/health: whether the app can serve, and which dependency is down when it cannot. */
export interface HealthReport {
  status: 'ok' | 'unavailable';
  version: string;
  database: { dialect: 'sqlite' | 'postgres'; status: 'up' | 'down' };
  storage: { kind: 's3' | 'local'; status: 'up' | 'down' };
  uptimeSeconds: number;
}
