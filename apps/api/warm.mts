import { prepareDatabase } from '/work/wt-photos/apps/api/src/catalogue/prepare';
const t = performance.now();
const db = await prepareDatabase('/tmp/photos-warm.db');
console.log('seeded ms', Math.round(performance.now() - t), db.prepare("select count(*) c, sum(length(body)) b from media where path like '%.avif' or path like '%.webp'").get());
console.log(db.prepare("select path, length(body) l from media where path like 'products/%' and (path like '%.avif' or path like '%.jpg') limit 6").all());
