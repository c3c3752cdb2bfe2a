import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses input with a shared schema; the first issue's message becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(issue ? issue.message : 'Invalid request');
  }
  return result.data;
}
