import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the test harness', () => {
  it("keeps the tests' stored files out of the repository's data folder, which npm start owns", () => {
    expect(t.config.DATA_DIR.startsWith(tmpdir())).toBe(true);
  });
});
