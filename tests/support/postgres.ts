import pg from 'pg'

/** A throw-away PostgreSQL database per test run, created next to TEST_DATABASE_URL's and dropped after. */
export async function createTestDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`.toLowerCase()
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}
