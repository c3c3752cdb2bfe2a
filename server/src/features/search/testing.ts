import type { SearchPage } from '@common/search';
import { expect } from 'vitest';
import type { TestClient } from '../../test/client';

/** GET /api/search?<query> through a test client, expecting 200. */
export async function searchPage(client: TestClient, query: string): Promise<SearchPage> {
  const response = await client.get(`/api/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchPage>();
}

/** The titles of a page's results, in order. */
export const resultTitles = (page: SearchPage) => page.results.map((r) => r.title);
