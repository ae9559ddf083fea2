// pnpm --filter @fittings/api search:judge [--url http://127.0.0.1:8088 | --database seeded.db] [--failures]
//   Runs the judged query set (src/search/judged/queries.json) through the previews the site's search shows and
//   prints the share found in the first 3 and 10 and the mean reciprocal rank. Without --url it seeds a database in
//   a temporary folder and starts the API on a free loopback port; with --url it judges that API (an older build,
//   say, for a before-and-after).
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { ProductRecord } from '../catalogue/format';
import { prepareDatabase } from '../catalogue/prepare';
import { seedCatalogueDir } from '../paths';
import { judgeSearch } from '../search/judged/judge';
import { startServer } from '../start';

const args = process.argv.slice(2);
const urlAt = args.indexOf('--url');
let url = urlAt >= 0 ? args[urlAt + 1] : undefined;
let stop = async () => {};
if (!url) {
  const dir = mkdtempSync(join(tmpdir(), 'fittings-search-judge-'));
  const databasePath = join(dir, 'catalogue.db');
  const seededAt = args.indexOf('--database');
  if (seededAt >= 0) copyFileSync(args[seededAt + 1]!, databasePath);
  else (await prepareDatabase(databasePath)).close();
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databasePath,
    logger: pino({ level: 'silent' }),
  });
  url = server.url;
  stop = async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
try {
  const records = JSON.parse(
    readFileSync(join(seedCatalogueDir(), 'products.json'), 'utf8'),
  ) as ProductRecord[];
  const products = new Map(records.map((record) => [record.model, record]));
  const figures = await judgeSearch(async (term) => {
    const response = await fetch(`${url}/get/search/previews/${encodeURIComponent(term)}?limit=10`);
    if (!response.ok) return [];
    const body = (await response.json()) as { products: { model: string }[] };
    return body.products.map((p) => p.model);
  }, products);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(`judged queries: ${figures.queries}`);
  console.log(`found in the first 3: ${pct(figures.shareTop3)}`);
  console.log(`found in the first 10: ${pct(figures.shareTop10)}`);
  console.log(`mean reciprocal rank: ${figures.meanReciprocalRank.toFixed(3)}`);
  for (const [kind, k] of Object.entries(figures.byKind))
    console.log(`  ${kind}: ${pct(k.shareTop3)} of ${k.queries}`);
  if (args.includes('--failures'))
    for (const v of figures.verdicts.filter((v) => !v.top3))
      console.log(
        `MISS ${v.judgement.kind}: "${v.judgement.q}" rank ${v.rank} → ${v.models.slice(0, 3).join(', ')}`,
      );
} finally {
  await stop();
}
