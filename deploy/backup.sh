#!/usr/bin/env bash
# Backs up what the site cannot rebuild: PostgreSQL (submissions, outbox, rate limits, catalogue versions) with
# pg_dump, and the SQLite catalogue (an online copy of the file, and the catalogue exported as importable files).
# Reads DATABASE_URL and DATABASE_PATH (as in /etc/fittings/api.env); writes to BACKUP_DIR; keeps BACKUP_KEEP_DAYS.
# Restore: see deploy/README.md, "Backups and restore".
set -euo pipefail

: "${DATABASE_PATH:?DATABASE_PATH is not set (the SQLite catalogue, e.g. /var/lib/fittings/catalogue.db)}"
BACKUP_DIR=${BACKUP_DIR:-/var/backups/fittings}
BACKUP_KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
APP_DIR=${APP_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
target="$BACKUP_DIR/$stamp"
mkdir -p "$target"

if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump --format=custom --no-owner --file="$target/postgres.dump" "$DATABASE_URL"
  echo "PostgreSQL: $target/postgres.dump ($(du -h "$target/postgres.dump" | cut -f1))"
else
  echo "DATABASE_URL is not set: the submissions are in $DATABASE_PATH, copied below."
fi

# An online copy (SQLite's backup API through the API's own driver): consistent while the API runs.
(cd "$APP_DIR/apps/api" && node -e '
  const Database = require("better-sqlite3");
  const db = new Database(process.argv[1], { readonly: true, fileMustExist: true });
  db.backup(process.argv[2]).then(() => db.close(), (error) => { console.error(error); process.exit(1); });
' "$DATABASE_PATH" "$target/catalogue.db")
echo "SQLite: $target/catalogue.db ($(du -h "$target/catalogue.db" | cut -f1))"

# The catalogue as files, which catalog:import takes back on any machine and any version.
(cd "$APP_DIR/apps/api" && DATABASE_PATH="$target/catalogue.db" node dist/cli/catalog-export.js "$target/catalogue") >/dev/null
echo "Catalogue files: $target/catalogue"

find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -mtime +"$BACKUP_KEEP_DAYS" -exec rm -rf {} +
echo "Backup done: $target"
