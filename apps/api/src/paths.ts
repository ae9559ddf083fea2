// Finds the files that ship beside the code (migrations, the seed catalogue) whether it runs from src/ or dist/.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@fittings/api';

let cachedRoot: string | undefined;

/** The folder of this package (apps/api), found by walking up from this module to its package.json. */
export function packageRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === PACKAGE_NAME) return (cachedRoot = dir);
    }
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`Could not find the ${PACKAGE_NAME} package root above ${import.meta.url}`);
    dir = parent;
  }
}

export const migrationsDir = (): string => join(packageRoot(), 'migrations');
export const seedCatalogueDir = (): string => join(packageRoot(), 'catalogue');
export const defaultDatabasePath = (): string => join(packageRoot(), '.data', 'catalogue.db');
