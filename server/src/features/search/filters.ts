import { SEARCH_MESSAGES, type SearchQuery } from '@common/search';
import { type RawBuilder, sql } from 'kysely';
import { badRequest } from '../../lib/errors';
import { compatibleKeys, keySpellings, type ParsedKey, parseKey } from '@common/keys';

/** The sound filters of a query as SQL over the joined track (`t`), measured values only (decision 0053). */
export interface SoundFilters {
  conditions: RawBuilder<unknown>[];
  /** The key asked for with compatibleWith (each result then names its relation). */
  compatibleWith: ParsedKey | null;
  /** Whether any filter was given: then only tracks and beats are found. */
  any: boolean;
}

function checkRange(min: number | undefined, max: number | undefined, message: string): void {
  if (min !== undefined && max !== undefined && min > max) throw badRequest(message);
}

function keyOrThrow(text: string): ParsedKey {
  const key = parseKey(text);
  if (!key) throw badRequest(SEARCH_MESSAGES.unknownKey);
  return key;
}

const inList = (column: RawBuilder<unknown>, values: string[]) => sql`${column} in (${sql.join(values)})`;

/** Validates the sound filters (400 with the contract's messages) and turns them into conditions. */
export function soundFilters(query: SearchQuery): SoundFilters {
  checkRange(query.bpmMin, query.bpmMax, SEARCH_MESSAGES.badBpmRange);
  checkRange(query.energyMin, query.energyMax, SEARCH_MESSAGES.badEnergyRange);
  checkRange(query.durationMin, query.durationMax, SEARCH_MESSAGES.badDurationRange);
  const key = query.key === undefined ? null : keyOrThrow(query.key);
  const compatibleWith = query.compatibleWith === undefined ? null : keyOrThrow(query.compatibleWith);

  const conditions: RawBuilder<unknown>[] = [];
  const bpm = sql.ref('t.measured_bpm');
  if (query.bpmMin !== undefined || query.bpmMax !== undefined) {
    const low = query.bpmMin ?? 0;
    const high = query.bpmMax ?? 10_000;
    const within = (value: RawBuilder<unknown>) => sql`(${value} >= ${low} and ${value} <= ${high})`;
    conditions.push(
      query.halfDouble
        ? sql`(${within(sql`${bpm}`)} or ${within(sql`${bpm} * 2`)} or ${within(sql`${bpm} / 2.0`)})`
        : within(sql`${bpm}`),
    );
  }
  const measuredKey = sql`${sql.ref('t.measured_key')}`;
  if (key) conditions.push(inList(measuredKey, keySpellings(key)));
  if (compatibleWith) {
    conditions.push(
      inList(
        measuredKey,
        compatibleKeys(compatibleWith).flatMap((k) => keySpellings(k.key)),
      ),
    );
  }
  if (query.genre !== undefined) conditions.push(sql`lower(t.genre) = ${query.genre.toLowerCase()}`);
  if (query.energyMin !== undefined) conditions.push(sql`t.energy >= ${query.energyMin}`);
  if (query.energyMax !== undefined) conditions.push(sql`t.energy <= ${query.energyMax}`);
  if (query.durationMin !== undefined) conditions.push(sql`t.duration >= ${query.durationMin}`);
  if (query.durationMax !== undefined) conditions.push(sql`t.duration <= ${query.durationMax}`);
  return { conditions, compatibleWith, any: conditions.length > 0 };
}
