import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openCapturingApp } from './lib/sql-timing';

const url = process.env.DATABASE_URL!;
const path = process.argv[2]!;
const app = await openCapturingApp({ databaseUrl: url });
const login = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: '+79000000002', password: 'Kolos2026!' } });
const token = login.json<{ access_token: string }>().access_token;
const qs = await app.capture(token, { method: 'GET', path });
await app.close();
const client = new pg.Client({ connectionString: url });
await client.connect();
let out = '';
for (const [i, q] of qs.entries()) {
  for (const mode of ['force_custom_plan', 'force_generic_plan']) {
    await client.query(`set plan_cache_mode = ${mode}`);
    await client.query(`deallocate all`);
    const lit = (v: unknown) =>
      v === null ? 'null' : typeof v === 'number' ? String(v) : client.escapeLiteral(v instanceof Date ? v.toISOString() : String(v));
    try {
      await client.query(`prepare s${i} as ${q.sql}`);
      const exec = `execute s${i}${q.params.length ? `(${q.params.map(lit).join(',')})` : ''}`;
      for (let k = 0; k < 6; k++) await client.query(exec);
      const r = await client.query(`explain (analyze, buffers) ${exec}`);
      out += `\n=== ${i} ${mode} ${q.sql.slice(0, 300)}\n` + r.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n');
    } catch (e) {
      out += `\n=== ${i} ${mode} ERROR ${(e as Error).message}\n${q.sql}`;
    }
  }
}
await client.end();
writeFileSync('/tmp/peak/explain.txt', out);
console.log('statements', qs.length);
