import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../paths';
import { startTestServer, type TestServer } from '../test/server';
import { csvCell, toCsv } from './csv';

const run = promisify(execFile);

describe('csvCell and toCsv', () => {
  it('quotes only cells that need it and doubles quotes', () => {
    expect(csvCell('Pune')).toBe('Pune');
    expect(csvCell('Shop 9, College Road')).toBe('"Shop 9, College Road"');
    expect(csvCell('He said "call me"')).toBe('"He said ""call me"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('takes bidirectional controls out, so no cell reads in another order or hides a formula', () => {
    expect(csvCell('invoice\u202Etxt.exe')).toBe('invoicetxt.exe');
    expect(csvCell('\u2066आशा\u2069 \u200FRao\u200E')).toBe('आशा Rao');
    // A formula behind an override is still seen as one.
    expect(csvCell('\u202E=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  });

  it('writes a UTF-8 byte-order mark and CRLF line ends', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['आशा', '1'],
      ]),
    ).toBe('\uFEFFa,b\r\nआशा,1\r\n');
  });
});

describe('pnpm leads:export', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const { token } = (await (await server.get('/get/xsrf-token')).json()) as { token: string };
    const send = (path: string, body: Record<string, unknown>) =>
      server.get(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${token}`,
          'x-xsrf-token': token,
        },
        body: JSON.stringify({ ...body, captchaToken: 'local-captcha-test-token' }),
      });
    await send('/post/leads', {
      name: 'Asha Rao',
      phone: '+91 98765 43210',
      city: 'Pune',
      interest: 'kitchen',
      message: '=HYPERLINK("http://evil.example","Click"), and call "after 6"\nplease',
      consent: true,
    });
    await send('/post/events-lead-form', {
      event: 'design-week-mumbai-2026',
      name: 'Kabir Shah',
      phone: '7654321098',
      city: 'Mumbai',
      interest: 'both',
      consent: true,
    });
    await send('/post/contact-us', {
      name: 'Ravi',
      email: 'ravi@example.com',
      message: 'Not a lead, a question.',
    });
  });
  afterAll(() => server.close());

  it('writes every lead (leads and event leads, not contact messages) to a CSV file', async () => {
    const file = join(server.databasePath, '..', 'leads.csv');
    const { stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/leads-export.ts', file],
      { cwd: packageRoot(), env: { ...process.env, DATABASE_PATH: server.databasePath } },
    );
    expect(stderr).toMatch(/Wrote 2 leads/);
    const csv = readFileSync(file, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'id,submitted_at,form,event,name,phone,email,city,pincode,interest,product,message,consent,captcha',
    );
    expect(lines[1]).toMatch(
      /^\d+,\d{4}-\d\d-\d\dT[\d:.]+Z,leads,,Asha Rao,9876543210,,Pune,,kitchen,,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\), and call ""after 6""\nplease",yes,valid$/,
    );
    expect(csv).toContain(
      ',events-lead-form,design-week-mumbai-2026,Kabir Shah,7654321098,,Mumbai,,both,,,yes,valid\r\n',
    );
    expect(csv).not.toContain('Ravi');
  }, 60_000);

  it('writes to standard output without a file, and only leads since a date with --since', async () => {
    const env = { ...process.env, DATABASE_PATH: server.databasePath };
    const all = await run(process.execPath, ['--import', 'tsx', 'src/cli/leads-export.ts'], {
      cwd: packageRoot(),
      env,
    });
    expect(all.stdout.split('\r\n').filter(Boolean)).toHaveLength(3);
    const none = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/leads-export.ts', '--since=2999-01-01'],
      { cwd: packageRoot(), env },
    );
    expect(
      none.stdout
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
  }, 60_000);
});
