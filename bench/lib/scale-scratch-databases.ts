import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where the scale benchmark makes a fresh, empty database for each size. */
export interface ScratchTarget {
  dialect: 'sqlite' | 'postgres';
  create(size: number): Promise<{ url: string; drop(): Promise<void> }>;
}

export const sqliteTarget: ScratchTarget = {
  dialect: 'sqlite',
  async create() {
    const dir = mkdtempSync(path.join(tmpdir(), 'citybook-bench-scale-'));
    return {
      url: `sqlite:${path.join(dir, 'scale.sqlite')}`,
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  },
};

export function postgresTarget(adminUrl: string): ScratchTarget {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    dialect: 'postgres',
    async create(size) {
      const name = `citybook_bench_scale_${String(size)}_${String(process.pid)}`;
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      };
    },
  };
}
