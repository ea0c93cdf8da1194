/**
 * Every document of a collection with drafts gets a latest version (issue 31, item 1).
 *
 * Payload's admin lists such a collection from its versions table (`find` with `draft: true` reads
 * `_<slug>_v` where `latest` is true), so a document written straight into its table, without a version,
 * is missing from the list, its count and its search: the seeded estates (bulk-inserted, src/seed/estates.ts)
 * and every document stored before the drafts came (migration `*_drafts`). This copies each such document,
 * as its table holds it, into a latest version, as Payload's `createVersion` would write it: the main row
 * (columns `version_…`), its texts (`_locales`), array rows (`_version_…`, the row id kept in `_uuid`),
 * hasMany selects and relations (`_rels`, paths under `version.`).
 *
 * Plain SQL over what the store itself declares (its tables, columns and foreign keys), so the data
 * migration `*_latest_versions` of both adapters and the seed share it, and it runs in a few statements per
 * table whatever the number of documents: `INSERT … SELECT` for every document lacking a latest version.
 * Idempotent: a second run finds none. Version rows left without their document (a document deleted by
 * SQL, e.g. the seed's `--reset` before this) are deleted first: the list would show them as rows without
 * a document.
 */

export type SqlDialect = 'sqlite' | 'postgres'

/** The store as the migrations and the seed reach it: raw SQL, rows as objects. */
export type SqlRunner = {
  dialect: SqlDialect
  all: <T extends Record<string, unknown>>(query: string) => Promise<T[]>
  run: (query: string) => Promise<void>
}

type Column = { name: string; type: string }
type TableInfo = { name: string; columns: Map<string, Column>; parents: Map<string, string> }
/** The store's tables, columns and foreign keys, as `readStoreSchema` reads them. */
export type StoreSchema = Map<string, TableInfo>
type Schema = StoreSchema

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

export async function readStoreSchema(db: SqlRunner): Promise<Schema> {
  const schema: Schema = new Map()
  const table = (name: string) => {
    let info = schema.get(name)
    if (!info) schema.set(name, (info = { name, columns: new Map(), parents: new Map() }))
    return info
  }
  if (db.dialect === 'sqlite') {
    const columns = await db.all<{ t: string; c: string; type: string }>(
      `SELECT m.name AS t, p.name AS c, lower(p.type) AS type FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'`,
    )
    for (const { t, c, type } of columns) table(t).columns.set(c, { name: c, type })
    const keys = await db.all<{ t: string; c: string; ref: string }>(
      `SELECT m.name AS t, f."from" AS c, f."table" AS ref FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`,
    )
    for (const { t, c, ref } of keys) table(t).parents.set(c, ref)
  } else {
    const columns = await db.all<{ t: string; c: string; type: string; udt: string }>(
      `SELECT table_name AS t, column_name AS c, data_type AS type, udt_schema || '.' || udt_name AS udt FROM information_schema.columns WHERE table_schema = current_schema()`,
    )
    // Enums are named by their type: a document's enum and its version's are two types.
    for (const { t, c, type, udt } of columns) table(t).columns.set(c, { name: c, type: type === 'USER-DEFINED' ? `enum ${udt}` : type })
    const keys = await db.all<{ t: string; c: string; ref: string }>(
      `SELECT cl.relname AS t, a.attname AS c, rf.relname AS ref
       FROM pg_constraint k
       JOIN pg_class cl ON cl.oid = k.conrelid
       JOIN pg_class rf ON rf.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
       WHERE k.contype = 'f' AND n.nspname = current_schema()`,
    )
    for (const { t, c, ref } of keys) table(t).parents.set(c, ref)
  }
  return schema
}

/** A value of `source` written into `target`: PostgreSQL converts between two enum types only through text. */
function valueFor(expression: string, source: Column, target: Column): string {
  if (target.type.startsWith('enum ') && target.type !== source.type) {
    const [schema, name] = target.type.slice('enum '.length).split('.')
    return `CAST(CAST(${expression} AS text) AS ${q(schema)}.${q(name)})`
  }
  return expression
}

const PARENT_COLUMNS = ['_parent_id', 'parent_id']

/** The tables under a document's table (texts, arrays, selects, relations, nested), parents first. */
function childrenOf(schema: Schema, root: string): { table: TableInfo; parentColumn: string; parent: string }[] {
  const found: { table: TableInfo; parentColumn: string; parent: string }[] = []
  const queue = [root]
  while (queue.length) {
    const parent = queue.shift()!
    for (const table of schema.values()) {
      const parentColumn = PARENT_COLUMNS.find((column) => table.parents.get(column) === parent)
      if (!parentColumn || !table.name.startsWith(`${parent}_`)) continue
      found.push({ table, parentColumn, parent })
      queue.push(table.name)
    }
  }
  return found
}

/**
 * The collections with drafts: a table `_<name>_v` with `parent_id` and `latest` beside its table `<name>`
 * (versions without drafts have no `latest`, and their lists read the collection's own table).
 */
function versionedTables(schema: Schema): string[] {
  return [...schema.keys()]
    .map((name) => /^_(.+)_v$/.exec(name)?.[1])
    .filter((name): name is string => {
      const versions = name ? schema.get(`_${name}_v`) : undefined
      return !!name && schema.has(name) && !!versions?.columns.has('parent_id') && versions.columns.has('latest')
    })
    .sort()
}

/** The version table of a table under a document's: `_x_v_locales`, `_x_v_rels`, or `_x_v_version_…`. */
function versionTableOf(root: string, table: string, parent: string): string {
  if (!table.startsWith(`${root}_`)) throw new Error(`latest versions: ${table} is under ${root} but not named after it`)
  const rest = table.slice(root.length + 1)
  if (parent === root && (rest === 'locales' || rest === 'rels')) return `_${root}_v_${rest}`
  return `_${root}_v_version_${rest}`
}

export type LatestVersionsResult = { added: Record<string, number>; orphansDeleted: number }

const count = async (db: SqlRunner, query: string) => Number(Object.values((await db.all(query))[0] ?? { n: 0 })[0] ?? 0)

/** For a caller that writes many batches (the CRM sync): work on those documents only. */
export type LatestVersionsScope = {
  /** The schema, read once (`readStoreSchema`) rather than at every batch. */
  schema: Schema
  /**
   * The documents of a batch: these ids and every id above `above` (written in the same transaction as
   * the versions, after the runner's reads). Orphans are not looked for; `added` counts `ids` only.
   */
  ids: number[]
  above?: number
}

/**
 * Writes a latest version for every document that has none, in the collections named (table names,
 * e.g. `estates`; all collections with versions when omitted), or only for the documents of `scope`.
 * Returns how many each collection got.
 */
export async function addMissingLatestVersions(db: SqlRunner, only?: readonly string[], scope?: LatestVersionsScope): Promise<LatestVersionsResult> {
  const schema = scope?.schema ?? (await readStoreSchema(db))
  const among = scope ? ` AND (${[scope.ids.length ? `d.id IN (${scope.ids.map(Number).join(', ')})` : '', scope.above === undefined ? '' : `d.id > ${Number(scope.above)}`].filter(Boolean).join(' OR ') || 'false'})` : ''
  const result: LatestVersionsResult = { added: {}, orphansDeleted: 0 }
  for (const root of versionedTables(schema)) {
    if (only && !only.includes(root)) continue
    const main = schema.get(root)!
    const versions = schema.get(`_${root}_v`)!
    const children = childrenOf(schema, root).map((child) => {
      const versionName = versionTableOf(root, child.table.name, child.parent)
      const version = schema.get(versionName)
      if (!version) throw new Error(`latest versions: ${child.table.name} has no version table ${versionName}`)
      return { ...child, version }
    })
    const versionOf = new Map<string, TableInfo>([[root, versions], ...children.map(({ table, version }) => [table.name, version] as [string, TableInfo])])

    if (!scope) result.orphansDeleted += await deleteOrphans(db, main, versions, children)

    // The ids above these are the versions written now: what the tables under them join on.
    const floors = new Map<string, number>()
    for (const table of [versions, ...children.map((child) => child.version)]) floors.set(table.name, await count(db, `SELECT coalesce(max(id), 0) AS n FROM ${q(table.name)}`))

    // `coalesce` keeps SQLite on the parent index: by the index on `latest` (every row of a seeded store
    // has it) the look-up of each document read every latest version, quadratic in the estates.
    const missing = `NOT EXISTS (SELECT 1 FROM ${q(versions.name)} v WHERE v.parent_id = d.id AND coalesce(v.latest, false) = true)${among}`
    // A scope's documents are written in the same transaction as these versions: not there to count yet.
    const added = scope ? scope.ids.length : await count(db, `SELECT count(*) AS n FROM ${q(root)} d WHERE ${missing}`)
    result.added[root] = added
    if (!added && !scope) continue

    // The document's row: each column as `version_<column>`; the version's own times are the document's last save.
    const targets: string[] = ['parent_id']
    const values: string[] = ['d.id']
    for (const column of main.columns.values()) {
      const target = versions.columns.get(`version_${column.name}`)
      if (column.name === 'id' || !target) continue
      targets.push(target.name)
      values.push(valueFor(`d.${q(column.name)}`, column, target))
    }
    const stamp = main.columns.has('updated_at') ? 'd.updated_at' : null
    if (stamp && versions.columns.has('created_at')) targets.push('created_at'), values.push(stamp)
    if (stamp && versions.columns.has('updated_at')) targets.push('updated_at'), values.push(stamp)
    targets.push('latest'), values.push('true')
    if (versions.columns.has('autosave')) targets.push('autosave'), values.push('false')
    await db.run(
      `INSERT INTO ${q(versions.name)} (${targets.map(q).join(', ')}) SELECT ${values.join(', ')} FROM ${q(root)} d WHERE ${missing} ORDER BY d.id`,
    )

    for (const { table, parentColumn, parent, version } of children) {
      const parentVersion = versionOf.get(parent)!
      const floor = floors.get(parentVersion.name)!
      // The parent's new version row: by the document id for the document, by the array row's id (`_uuid`) below it.
      const join =
        parent === root
          ? `JOIN ${q(parentVersion.name)} p ON p.parent_id = c.${q(parentColumn)} AND p.id > ${floor}`
          : `JOIN ${q(parentVersion.name)} p ON p._uuid = c.${q(parentColumn)} AND p.id > ${floor}`
      const prefixed = parent === root && table.name === `${root}_locales`
      const relations = parent === root && table.name === `${root}_rels`
      const targets: string[] = [parentColumn]
      const values: string[] = ['p.id']
      for (const column of table.columns.values()) {
        if (column.name === parentColumn) continue
        if (column.name === 'id') {
          // An array row's id is text, kept in `_uuid`; other ids are numbered anew.
          const uuid = version.columns.get('_uuid')
          if (uuid) targets.push('_uuid'), values.push(valueFor('c.id', column, uuid))
          continue
        }
        const target = version.columns.get(prefixed && !column.name.startsWith('_') ? `version_${column.name}` : column.name)
        if (!target) continue
        targets.push(target.name)
        values.push(relations && column.name === 'path' ? `'version.' || c.path` : valueFor(`c.${q(column.name)}`, column, target))
      }
      await db.run(`INSERT INTO ${q(version.name)} (${targets.map(q).join(', ')}) SELECT ${values.join(', ')} FROM ${q(table.name)} c ${join}`)
    }
  }
  return result
}

/**
 * Versions whose document is gone (its id no longer in the table, or set to null by the foreign key),
 * and then the rows under them that no foreign key removed (SQLite enforces none unless asked).
 */
async function deleteOrphans(db: SqlRunner, main: TableInfo, versions: TableInfo, children: { table: TableInfo; parentColumn: string; parent: string; version: TableInfo }[]): Promise<number> {
  const orphan = `parent_id IS NULL OR NOT EXISTS (SELECT 1 FROM ${q(main.name)} d WHERE d.id = ${q(versions.name)}.parent_id)`
  const orphans = await count(db, `SELECT count(*) AS n FROM ${q(versions.name)} WHERE ${orphan}`)
  if (!orphans) return 0
  await db.run(`DELETE FROM ${q(versions.name)} WHERE ${orphan}`)
  const versionOf = new Map<string, string>([[main.name, versions.name], ...children.map((child) => [child.table.name, child.version.name] as [string, string])])
  for (const child of children) {
    const parent = versionOf.get(child.parent)!
    await db.run(
      `DELETE FROM ${q(child.version.name)} WHERE NOT EXISTS (SELECT 1 FROM ${q(parent)} p WHERE p.id = ${q(child.version.name)}.${q(child.parentColumn)})`,
    )
  }
  return orphans
}
