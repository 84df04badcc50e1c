// A fresh PostgreSQL database per run, created from an admin URL and dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

async function withClient(adminUrl, fn) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random>` on the server of `adminUrl`; returns its URL and a drop() function. */
export async function createFreshDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
