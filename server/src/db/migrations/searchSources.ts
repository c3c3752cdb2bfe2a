/**
 * The SQL that keeps `search_documents` current (migration 0025, decision 0054): for each source table, the
 * document of a row and the rule that makes it findable, written once for both dialects. Trigger bodies refer to
 * the changed row as NEW/OLD (SQLite triggers and PL/pgSQL functions alike); the backfill uses the same SELECT.
 */
export interface SearchSource {
  table: string;
  /** The columns whose update rewrites the document (a play or a view count changes none). */
  columns: string[];
  /** Statements run after an insert or update of a row (NEW). */
  onWrite: string;
  /** Statements run after a row is deleted (OLD). */
  onDelete: string;
  /** One statement writing the documents of every findable row. */
  backfill: string;
}

const DOCUMENT_COLUMNS = 'source, source_id, type, title, subtitle, body, image, published_at';
const UPSERT = `on conflict (source, source_id) do update set type = excluded.type, title = excluded.title,
  subtitle = excluded.subtitle, body = excluded.body, image = excluded.image, published_at = excluded.published_at`;

/** Text pieces joined with spaces, each missing one as ''. */
const words = (...parts: string[]) => parts.map((p) => `coalesce(${p}, '')`).join(` || ' ' || `);
const nameOf = (alias: string) => `coalesce(nullif(trim(${alias}.display_name), ''), ${alias}.username)`;

interface Document {
  table: string;
  alias: string;
  columns: string[];
  /** The document's SELECT list, in DOCUMENT_COLUMNS order. */
  select: (ts: (v: string) => string) => string;
  joins: string;
  /** What makes a row findable. */
  findable: string;
  /**
   * What moderation adds (migration 0031, decision 0061): the row's own `removed_at`, and the alias of its
   * owner's users row (joined), whose suspension or ban hides it.
   */
  moderation?: { removable: boolean; owner?: string };
}

/** An owner neither suspended nor banned (a missing owner counts as not held). */
const ownerNotHeld = (alias: string) => `${alias}.suspended_until is null and ${alias}.banned_at is null`;

const DOCUMENTS: Document[] = [
  {
    table: 'tracks',
    alias: 't',
    columns: [
      'title',
      'artist',
      'cover_art',
      'description',
      'genre',
      'tags',
      'producer',
      'featured_artist',
      'price',
      'status',
      'visibility',
      'user_id',
      'published_at',
    ],
    select: (ts) => `'tracks', t.id, case when t.price > 0 then 'beat' else 'track' end, t.title,
      coalesce(nullif(trim(t.artist), ''), ${nameOf('u')}),
      ${words('t.genre', 'cast(t.tags as text)', 't.producer', 't.featured_artist', 'u.username', 'u.display_name', 't.description')},
      t.cover_art, ${ts('t.published_at')}`,
    joins: 'left join users u on u.id = t.user_id',
    findable: `t.status = 'published' and t.visibility = 'public'`,
    moderation: { removable: true, owner: 'u' },
  },
  {
    table: 'users',
    alias: 'u',
    columns: [
      'username',
      'display_name',
      'profile_image',
      'bio',
      'genres',
      'location',
      'user_type',
      'deleted_at',
    ],
    select: (ts) => `'users', u.id, 'artist', ${nameOf('u')}, '@' || u.username,
      ${words('u.user_type', 'cast(u.genres as text)', 'u.location', '(select min(d.dj_name) from dj_profiles d where d.user_id = u.id)', 'u.bio')},
      u.profile_image, ${ts('u.created_at')}`,
    joins: '',
    findable: 'u.deleted_at is null',
    moderation: { removable: false, owner: 'u' },
  },
  {
    table: 'courses',
    alias: 'c',
    columns: ['title', 'description', 'instructor', 'level', 'cover_image', 'published', 'published_at'],
    select: (ts) => `'courses', c.id, 'course', c.title, c.instructor, ${words('c.level', 'c.description')},
      c.cover_image, ${ts('coalesce(c.published_at, c.created_at)')}`,
    joins: '',
    findable: 'c.published = true',
  },
  {
    table: 'videos',
    alias: 'v',
    columns: ['title', 'description', 'category', 'tags', 'thumbnail_url', 'user_id'],
    select: (ts) => `'videos', v.id, 'video', v.title, ${nameOf('u')},
      ${words('v.category', 'cast(v.tags as text)', 'v.description')}, v.thumbnail_url, ${ts('v.upload_date')}`,
    joins: 'left join users u on u.id = v.user_id',
    findable: 'true',
    moderation: { removable: true, owner: 'u' },
  },
  {
    table: 'listening_parties',
    alias: 'p',
    columns: ['title', 'description', 'cover_art', 'status', 'scheduled_at', 'host_id'],
    select: (ts) => `'listening_parties', p.id, 'party', p.title, ${nameOf('u')}, ${words('p.description')},
      p.cover_art, ${ts('p.scheduled_at')}`,
    joins: 'left join users u on u.id = p.host_id',
    findable: `p.status <> 'ended'`,
    moderation: { removable: false, owner: 'u' },
  },
  {
    table: 'newsletter_articles',
    alias: 'a',
    columns: ['title', 'subtitle', 'tags', 'status', 'author_name', 'image_url', 'posted_at'],
    select: (ts) => `'newsletter_articles', a.id, 'article', a.title, a.author_name,
      ${words('a.subtitle', 'cast(a.tags as text)')}, a.image_url, ${ts('a.posted_at')}`,
    joins: 'left join users u on u.id = a.author_id',
    findable: `a.status = 'published'`,
    moderation: { removable: true, owner: 'u' },
  },
];

/** What makes a row findable: the document's rule, and with moderation neither removed nor its owner held. */
function findable(d: Document, moderated: boolean): string {
  if (!moderated || !d.moderation) return d.findable;
  const rules = [d.findable];
  if (d.moderation.removable) rules.push(`${d.alias}.removed_at is null`);
  if (d.moderation.owner) rules.push(ownerNotHeld(d.moderation.owner));
  return `(${rules.join(' and ')})`;
}

/** The columns whose update rewrites the document: with moderation, `removed_at` and the owner's hold too. */
function watched(d: Document, moderated: boolean): string[] {
  if (!moderated || !d.moderation) return d.columns;
  if (d.table === 'users') return [...d.columns, 'suspended_until', 'banned_at'];
  return d.moderation.removable ? [...d.columns, 'removed_at'] : d.columns;
}

function upsert(d: Document, ts: (v: string) => string, where: string, moderated: boolean): string {
  return `insert into search_documents (${DOCUMENT_COLUMNS})
    select ${d.select(ts)} from ${d.table} ${d.alias} ${d.joins} where ${where} and ${findable(d, moderated)} ${UPSERT};`;
}

function removeUnlessFindable(d: Document, id: string, moderated: boolean): string {
  return `delete from search_documents where source = '${d.table}' and source_id = ${id}
    and not exists (select 1 from ${d.table} ${d.alias} ${d.joins} where ${d.alias}.id = ${id} and ${findable(d, moderated)});`;
}

/** Removes the documents of an owner's rows that are no longer findable (the owner suspended or banned). */
function removeOwnedUnlessFindable(d: Document, ownerColumn: string, id: string): string {
  return `delete from search_documents where source = '${d.table}' and source_id in
    (select ${d.alias}.id from ${d.table} ${d.alias} ${d.joins} where ${d.alias}.${ownerColumn} = ${id}
      and not ${findable(d, true)});`;
}

const byTable = (table: string) => DOCUMENTS.find((d) => d.table === table)!;

/** The source tables moderation changes the rules of (migration 0031). */
export const MODERATED_SEARCH_TABLES = DOCUMENTS.filter((d) => d.moderation).map((d) => d.table);

/**
 * Every source table's triggers and backfill for one dialect: as migration 0025 wrote them, or `moderated`
 * (migration 0031): removed rows and rows of suspended or banned owners are not findable.
 */
export function searchSources(pg: boolean, moderated = false): SearchSource[] {
  const ts = pg ? (v: string) => `cast(${v} as timestamptz)` : (v: string) => v;
  const sources = DOCUMENTS.map((d) => ({
    table: d.table,
    columns: watched(d, moderated),
    onWrite:
      upsert(d, ts, `${d.alias}.id = NEW.id`, moderated) + removeUnlessFindable(d, 'NEW.id', moderated),
    onDelete: `delete from search_documents where source = '${d.table}' and source_id = OLD.id;`,
    backfill: upsert(d, ts, 'true', moderated).replace(/;$/, ''),
  }));
  // A renamed account renames the subtitle of its findable tracks, videos and parties; with moderation, a
  // suspended or banned account's tracks, videos, parties and articles leave the index, and return with it.
  const users = sources.find((s) => s.table === 'users')!;
  users.onWrite += [
    upsert(byTable('tracks'), ts, 't.user_id = NEW.id', moderated),
    upsert(byTable('videos'), ts, 'v.user_id = NEW.id', moderated),
    upsert(byTable('listening_parties'), ts, 'p.host_id = NEW.id', moderated),
  ].join('');
  if (moderated) {
    users.onWrite += [
      upsert(byTable('newsletter_articles'), ts, 'a.author_id = NEW.id', moderated),
      removeOwnedUnlessFindable(byTable('tracks'), 'user_id', 'NEW.id'),
      removeOwnedUnlessFindable(byTable('videos'), 'user_id', 'NEW.id'),
      removeOwnedUnlessFindable(byTable('listening_parties'), 'host_id', 'NEW.id'),
      removeOwnedUnlessFindable(byTable('newsletter_articles'), 'author_id', 'NEW.id'),
    ].join('');
  }
  // A DJ name is part of its account's document.
  const refreshUser = (id: string) => upsert(byTable('users'), ts, `u.id = ${id}`, moderated);
  sources.push({
    table: 'dj_profiles',
    columns: ['dj_name', 'user_id'],
    onWrite: refreshUser('NEW.user_id'),
    onDelete: refreshUser('OLD.user_id'),
    backfill: 'select 1',
  });
  return sources;
}
