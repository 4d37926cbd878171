/** What this hook reads of the adapter's raw schema (Payload's `RawTable` / `RawIndex`). */
type RawSchema = {
  rawTables: Record<string, { indexes?: Record<string, { name: string; on: string | string[]; unique?: boolean }> }>
  indexes: Set<string>
}

/**
 * The CSV exports page through their list by keyset (app/utils/keyset.ts, ADR 030): the rows
 * after the last one read in the order (sort key, createdAt, id). Payload's compound
 * `indexes` name fields only, and the id is not one, so an index can end with createdAt but
 * not with the id; PostgreSQL then reads every row of a run of equal (key, createdAt) and
 * sorts it by id for each page. This `beforeSchemaInit` hook (PostgreSQL's adapter: SQLite's
 * rowid ends every index already) appends the id to each compound index of `tables` that
 * ends with createdAt, and names it `…_id_idx`, so the migrations create them that way.
 */
export function indexesEndWithId(tables: readonly string[]) {
  return <Schema>({ adapter, schema }: { adapter: RawSchema; schema: Schema }): Schema => {
    for (const tableName of tables) {
      const indexes = adapter.rawTables[tableName]?.indexes
      if (!indexes) throw new Error(`indexesEndWithId: no table ${tableName}`)
      for (const [key, index] of Object.entries(indexes)) {
        const on = Array.isArray(index.on) ? index.on : [index.on]
        if (on.length < 2 || on.at(-1) !== 'createdAt') continue
        const name = index.name.replace(/_idx$/, '_id_idx')
        if (adapter.indexes.has(name)) throw new Error(`indexesEndWithId: an index ${name} exists already`)
        adapter.indexes.add(name)
        delete indexes[key]
        indexes[name] = { ...index, name, on: [...on, 'id'] }
      }
    }
    return schema
  }
}
