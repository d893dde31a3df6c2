/**
 * The rate data client: one per api-base on a page (widgets share it), one state per data set with
 * the transitions of site-and-content.md §4:
 *   request  -> loading (or refreshing, for a time deposit set that already has data), error cleared
 *   success  -> success, payload stored
 *   failure  -> error set; for the time deposit sets error stays false (the spec's exception), and
 *               data already shown stays shown.
 * Framework-free (subscribe/get), so widgets (Preact) and the site (React 19) can both use it.
 */
import * as v from 'valibot';
import { apiUrl, request } from '../api/client.ts';
import { REQUEST_TIMEOUT_SECONDS } from '../config.ts';
import { schemaFor, type RateDataOf, type RateSetRecord } from './schema.ts';
import { isTimeDepositGroup, rateSetPath, type RateSetName } from './sets.ts';

export type RateStatus = 'idle' | 'loading' | 'refreshing' | 'success' | 'error';

export interface RateState<N extends RateSetName = RateSetName> {
  status: RateStatus;
  /** Whether to show a load failure (false for the time deposit sets, §4). */
  error: boolean;
  data: RateDataOf<N> | null;
  updatedAt: string | null;
}

export const IDLE: RateState<never> = Object.freeze({ status: 'idle', error: false, data: null, updatedAt: null });

// --- transitions (pure; unit-tested) -----------------------------------------------------------

export function requested<N extends RateSetName>(name: N, state: RateState<N>): RateState<N> {
  const refreshing = isTimeDepositGroup(name) && state.data !== null;
  return { ...state, status: refreshing ? 'refreshing' : 'loading', error: false };
}

export function succeeded<N extends RateSetName>(state: RateState<N>, record: RateSetRecord<N>): RateState<N> {
  return { status: 'success', error: false, data: record.data, updatedAt: record.updatedAt };
}

export function failed<N extends RateSetName>(name: N, state: RateState<N>): RateState<N> {
  const keep = state.data !== null;
  return { ...state, status: keep ? 'success' : 'error', error: !isTimeDepositGroup(name) };
}

// --- the escaped less-than of deposit rate titles (§7) -----------------------------------------

/** "&lt; PHP 100,000" -> "< PHP 100,000" (also &#60; and &#x3c;); nothing else is decoded. */
export function unescapeLessThan(text: string): string {
  return text.replace(/&(?:lt|#0*60|#x0*3c);/gi, '<');
}

/** A GET answer checked against the set's schema, deposit titles with the real less-than sign. */
export function parseRateSetRecord<N extends RateSetName>(name: N, body: unknown): RateSetRecord<N> {
  const envelope = v.parse(v.object({ set: v.literal(name), updatedAt: v.string(), data: v.unknown() }), body);
  const data = v.parse(schemaFor(name), envelope.data) as RateDataOf<N>;
  if (data.kind === 'deposit') {
    data.title = unescapeLessThan(data.title);
    for (const row of data.rows) row.title = unescapeLessThan(row.title);
  }
  return { set: name, updatedAt: envelope.updatedAt, data };
}

// --- the client ----------------------------------------------------------------------------------

export interface RatesClientOptions {
  apiBase: string;
  timeoutSeconds?: number;
  /** For tests: what fetches a set's JSON. */
  fetchJson?(url: string): Promise<unknown>;
}

export class RatesClient {
  private readonly states = new Map<RateSetName, RateState>();
  private readonly inFlight = new Map<RateSetName, Promise<void>>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: RatesClientOptions) {}

  get<N extends RateSetName>(name: N): RateState<N> {
    return (this.states.get(name) as RateState<N> | undefined) ?? IDLE;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads a set once; `refresh` loads it again even when loaded. Never rejects. */
  load(name: RateSetName, refresh = false): Promise<void> {
    const running = this.inFlight.get(name);
    if (running) return running;
    const current = this.get(name);
    if (current.status === 'success' && !refresh) return Promise.resolve();
    this.set(name, requested(name, current));
    const done = this.fetch(name)
      .then(
        (record) => this.set(name, succeeded(this.get(name), record)),
        (err: unknown) => {
          // Logged only (site-and-content.md §8); what the visitor sees is each page's own choice.
          console.warn(`rates ${name} could not be loaded:`, err instanceof Error ? err.message : err);
          this.set(name, failed(name, this.get(name)));
        },
      )
      .finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, done);
    return done;
  }

  private async fetch<N extends RateSetName>(name: N): Promise<RateSetRecord<N>> {
    const url = apiUrl(this.options.apiBase, rateSetPath(name));
    const body = this.options.fetchJson
      ? await this.options.fetchJson(url)
      : await (await request(url, { timeoutSeconds: this.options.timeoutSeconds ?? REQUEST_TIMEOUT_SECONDS })).json();
    return parseRateSetRecord(name, body);
  }

  private set(name: RateSetName, state: RateState) {
    this.states.set(name, state);
    for (const l of [...this.listeners]) l();
  }
}

const clients = new Map<string, RatesClient>();

/** The page's client for an api-base (created on first use). */
export function ratesClient(apiBase: string): RatesClient {
  let client = clients.get(apiBase);
  if (!client) clients.set(apiBase, (client = new RatesClient({ apiBase })));
  return client;
}
