import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './db/connection';
import { buildTestApp } from './test/app';

describe('error answers', () => {
  let database: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = createDb({ databaseUrl: null, sqlitePath: ':memory:' });
    app = await buildTestApp(database);
    app.get('/api/test-failure', async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('turns an unexpected failure into a 500 with a plain sentence, never the error itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('stack');
  });

  it('answers an empty JSON body with 400 and a sentence', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is empty' });
  });
});
