// The e2e files' setup file (vitest.e2e.config.ts): after every test, a failure's screenshots, console and network
// logs and trace are written under test-results/ (artifacts.ts).
import { afterAll, afterEach } from 'vitest';
import { afterTest, removeTraceDir } from './artifacts';

afterEach(async ({ task }) => {
  await afterTest({
    name: task.fullTestName ?? task.name,
    file: task.file.filepath,
    failed: task.result?.state === 'fail',
  });
});

afterAll(() => removeTraceDir());
