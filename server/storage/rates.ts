/**
 * Rate data sets (site-and-content.md §3 "Rate data"): one row per set, the operator's latest
 * publication as JSON. Seeded with the SAMPLE fixtures of shared/rates/fixtures.ts by migration 11
 * (a set the operator has published is never overwritten by the seed).
 */
import type { RateData, RateSetRecord } from '../../shared/rates/schema.ts';
import { isRateSetName, type RateSetName } from '../../shared/rates/sets.ts';
import type { Queryable } from './db.ts';

interface Row {
  name: string;
  data: unknown;
  updated_at: Date | string;
}

function toRecord(row: Row): RateSetRecord {
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  return {
    set: row.name as RateSetName,
    updatedAt: new Date(row.updated_at).toISOString(),
    data: data as RateData,
  } as RateSetRecord;
}

export async function getRateSet(db: Queryable, name: RateSetName): Promise<RateSetRecord | undefined> {
  if (!isRateSetName(name)) throw new TypeError(`Unknown rate set: ${String(name)}`);
  const rows = await db.query<Row>('select name, data, updated_at from rate_sets where name = $1', [name]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export async function listRateSets(db: Queryable): Promise<RateSetRecord[]> {
  const rows = await db.query<Row>('select name, data, updated_at from rate_sets order by name');
  return rows.filter((r) => isRateSetName(r.name)).map(toRecord);
}

/** Publishes a set (already validated by the caller): replaces the stored data, stamps the time. */
export async function putRateSet(db: Queryable, name: RateSetName, data: RateData): Promise<RateSetRecord> {
  if (!isRateSetName(name)) throw new TypeError(`Unknown rate set: ${String(name)}`);
  // Stringified on purpose: pg would turn a top-level array into a PostgreSQL array literal.
  const rows = await db.query<Row>(
    `insert into rate_sets (name, data, updated_at) values ($1, $2::jsonb, now())
     on conflict (name) do update set data = excluded.data, updated_at = excluded.updated_at
     returning name, data, updated_at`,
    [name, JSON.stringify(data)],
  );
  return toRecord(rows[0]!);
}

/** SQL of the sample seed: one insert per set that is not there yet (dollar-quoted JSON, no parameters). */
export function seedStatements(fixtures: Record<string, unknown>): string[] {
  return Object.entries(fixtures).map(([name, data]) => {
    const json = JSON.stringify(data);
    if (json.includes('$rates$') || !/^[a-z0-9-]+$/.test(name)) throw new Error(`Cannot seed ${name}`);
    return `insert into rate_sets (name, data) values ('${name}', $rates$${json}$rates$::jsonb) on conflict (name) do nothing`;
  });
}
