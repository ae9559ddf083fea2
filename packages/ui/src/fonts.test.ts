import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const script = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'scripts',
  'subset-core-fonts.mjs',
);

describe('the core fonts', () => {
  // The committed files are what the script makes from the installed fontsource packages, and fonts.css names the
  // letters they hold: after a fontsource update, or an edit to the letters, this fails until the script is rerun.
  it('are what scripts/subset-core-fonts.mjs makes, with the unicode-range fonts.css declares', async () => {
    const result = await promisify(execFile)(process.execPath, [script, '--check']).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(result).toEqual({ code: 0, stderr: '' });
  }, 30_000);
});
