/**
 * The content service's records (site-and-content.md §3, §7): keyed records (announcement,
 * contact-us lists, banners, carousels, lists 8 and 9, landing page, business solutions, ...),
 * pages by section (the {id} routes) and the store list. Seeded with the SAMPLE content of
 * shared/content/sample.ts and shared/stores/sample.ts by migrations 31 and 32; an operator replaces
 * a record with PUT /admin/api/content/... (the seed never overwrites it).
 */
import type { ContentKey, PageRecord, PageSection, PageSummary } from '../../shared/content/types.ts';
import type { Store } from '../../shared/stores/index.ts';
import type { Queryable } from './db.ts';

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

export interface ContentStore {
  get(key: ContentKey): Promise<unknown | undefined>;
  put(key: ContentKey, data: unknown): Promise<void>;
  pages(section: PageSection): Promise<PageSummary[]>;
  page(section: PageSection, id: string): Promise<PageRecord | undefined>;
  putPage(section: PageSection, record: PageRecord): Promise<void>;
  stores(): Promise<Store[]>;
}

export function contentStore(db: Queryable): ContentStore {
  return {
    async get(key) {
      const rows = await db.query<{ data: unknown }>('select data from cms_content where key = $1', [key]);
      return rows[0] ? json(rows[0].data) : undefined;
    },
    async put(key, data) {
      await db.query(
        `insert into cms_content (key, data, updated_at) values ($1, $2::jsonb, now())
         on conflict (key) do update set data = excluded.data, updated_at = excluded.updated_at`,
        [key, JSON.stringify(data)],
      );
    },
    async pages(section) {
      const rows = await db.query<{ data: unknown }>(
        'select data from cms_pages where section = $1 order by position, id',
        [section],
      );
      return rows.map((r) => {
        const { body: _b, links: _l, documents: _d, ...summary } = json<PageRecord>(r.data);
        return summary;
      });
    },
    async page(section, id) {
      const rows = await db.query<{ data: unknown }>('select data from cms_pages where section = $1 and id = $2', [
        section,
        id,
      ]);
      return rows[0] ? json<PageRecord>(rows[0].data) : undefined;
    },
    async putPage(section, record) {
      await db.query(
        `insert into cms_pages (section, id, position, data) values ($1, $2, 1000, $3::jsonb)
         on conflict (section, id) do update set data = excluded.data`,
        [section, record.id, JSON.stringify(record)],
      );
    },
    async stores() {
      const rows = await db.query<Store>(
        'select location, store_name, municipality, address, store_email, kind, atm from stores order by location, municipality, store_name',
      );
      return rows;
    },
  };
}

const dollarQuoted = (tag: string, value: unknown) => {
  const text = JSON.stringify(value);
  if (text.includes(`$${tag}$`)) throw new Error(`Cannot seed: the data contains $${tag}$`);
  return `$${tag}$${text}$${tag}$`;
};

/** SQL of the content seed: one insert per keyed record and per page, skipped when present. */
export function contentSeedStatements(content: object, pages: Record<string, PageRecord[]>): string[] {
  const out: string[] = [];
  for (const [key, data] of Object.entries(content)) {
    if (!/^[a-z0-9-]+$/.test(key)) throw new Error(`Cannot seed ${key}`);
    out.push(
      `insert into cms_content (key, data) values ('${key}', ${dollarQuoted('cms', data)}::jsonb) on conflict (key) do nothing`,
    );
  }
  for (const [section, list] of Object.entries(pages)) {
    list.forEach((record, i) => {
      if (!/^[a-z0-9-]+$/.test(section) || !/^[a-z0-9-]+$/.test(record.id))
        throw new Error(`Cannot seed ${section}/${record.id}`);
      out.push(
        `insert into cms_pages (section, id, position, data) values ('${section}', '${record.id}', ${i}, ${dollarQuoted('cms', record)}::jsonb) on conflict (section, id) do nothing`,
      );
    });
  }
  return out;
}

/** SQL of the store seed: the whole sample list in one statement, only into an empty table. */
export function storeSeedStatements(stores: readonly Store[]): string[] {
  return [
    `insert into stores (location, store_name, municipality, address, store_email, kind, atm)
       select location, store_name, municipality, address, store_email, kind, atm
       from jsonb_to_recordset(${dollarQuoted('stores', stores)}::jsonb)
         as s(location text, store_name text, municipality text, address text, store_email text, kind text, atm boolean)
       where not exists (select 1 from stores)`,
  ];
}
