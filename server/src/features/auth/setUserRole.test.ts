import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { setUserRole } from './commands/setUserRole';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Runs `npx tsx server/src/cli/userRole.ts ...args` against the suite's database. */
async function userRoleCli(
  databaseEnv: Record<string, string>,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...databaseEnv };
  delete env.NODE_OPTIONS;
  if (!databaseEnv.DATABASE_URL) delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'server/src/cli/userRole.ts', ...args], {
      cwd: ROOT,
      env,
      timeout: 240_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const roleOf = async (db: Db, id: number) =>
  (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

describeEachDatabase('user roles', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });

  describe('setUserRole', () => {
    it('promotes and demotes a user, ignoring the case of the name, and the API shows it', async () => {
      const user = await createUser(t.db, { username: 'Role_Changer' });
      const client = new TestClient(app);
      await client.post('/api/login', { username: 'Role_Changer', password: user.plainPassword });
      expect((await client.get('/api/user')).json().role).toBe('user');

      const promoted = await setUserRole(t.db, 'role_changer', 'admin');
      expect(promoted).toMatchObject({ id: user.id, username: 'Role_Changer', role: 'admin' });
      expect(await roleOf(t.db, user.id)).toBe('admin');
      expect((await client.get('/api/user')).json().role).toBe('admin');

      const demoted = await setUserRole(t.db, 'Role_Changer', 'user');
      expect(demoted.role).toBe('user');
      expect(await roleOf(t.db, user.id)).toBe('user');
      expect((await client.get('/api/user')).json().role).toBe('user');
    });

    it('throws for an unknown user and changes nobody', async () => {
      const bystander = await createUser(t.db);
      await expect(setUserRole(t.db, 'nobody_here', 'admin')).rejects.toThrow('No user named nobody_here');
      expect(await roleOf(t.db, bystander.id)).toBe('user');
      const admins = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
      expect(admins).toEqual([]);
    });
  });

  describe('npm run user:role', () => {
    it('changes a role in the configured database and reports unknown users', async () => {
      const user = await createUser(t.db, { username: 'cli_target' });
      const [promoted, unknown] = await Promise.all([
        userRoleCli(t.processEnv, ['cli_target', 'admin']),
        userRoleCli(t.processEnv, ['cli_ghost', 'admin']),
      ]);

      expect(promoted).toMatchObject({ code: 0, stdout: 'cli_target is now admin.\n' });
      expect(await roleOf(t.db, user.id)).toBe('admin');

      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No user named cli_ghost');
    });

    // The usage check runs before any database is opened, so one dialect is enough.
    if (t.dialect === 'sqlite') {
      it('explains its usage for an unknown role, changing nothing', async () => {
        const user = await createUser(t.db, { username: 'cli_usage' });
        const usage = await userRoleCli(t.processEnv, ['cli_usage', 'superuser']);
        expect(usage.code).toBe(2);
        expect(usage.stderr).toContain('Usage: npm run user:role -- <username> <user|admin>');
        expect(await roleOf(t.db, user.id)).toBe('user');
      });
    }
  });
});
