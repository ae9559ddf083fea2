// Production refuses to start with the captcha unconfigured: before, an unset CAPTCHA_PROVIDER only logged a warning
// and the forms accepted the public test token, so the captcha was silently off.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED_MESSAGE, checkServerSettings, readConfig } from '../config';
import { formsFromConfig } from '../forms/setup';

describe('the captcha setting in production', () => {
  it('is required, and the error names CAPTCHA_PROVIDER', () => {
    expect(() => checkServerSettings({ NODE_ENV: 'production' })).toThrow(CAPTCHA_REQUIRED_MESSAGE);
    expect(() =>
      checkServerSettings({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'none' }),
    ).not.toThrow();
    // The CLI commands read the same settings and take no form posts: they still run.
    expect(readConfig({ NODE_ENV: 'production' }).forms.captcha.provider).toBe('local');
    expect(CAPTCHA_REQUIRED_MESSAGE).toMatch(/^CAPTCHA_PROVIDER must be set in production/);
    // Outside production the local stand-in stays the default.
    expect(readConfig({}).forms.captcha.provider).toBe('local');
  });

  it('may be switched off only by name, and then nothing is claimed verified', async () => {
    const config = readConfig({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'none' });
    expect(config.forms.captcha.provider).toBe('none');
    const captcha = formsFromConfig(config.forms).captcha!;
    expect(await captcha.verify(undefined, undefined)).toBe('not-checked');
    expect(
      readConfig({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'local' }).forms.captcha,
    ).toMatchObject({
      provider: 'local',
    });
    expect(() => readConfig({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'turnstile' })).toThrow(
      /CAPTCHA_SECRET/,
    );
  });

  it('stops the server process with that message and exit code 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fittings-api-startup-'));
    try {
      const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
      const result = spawnSync(tsx, ['src/server.ts'], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          API_PORT: '0',
          DATABASE_PATH: join(dir, 'catalogue.db'),
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('CAPTCHA_PROVIDER must be set in production');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
