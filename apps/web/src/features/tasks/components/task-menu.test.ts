import { describe, expect, it } from 'vitest';
import { taskMenu } from './task-menu';

describe('the row menu of a task (its status and sync status)', () => {
  it.each([
    ['INACTIVE', 'SUCCESS', ['activate', 'cancel', 'delete']],
    ['ACTIVE', 'SUCCESS', ['suspend', 'complete', 'cancel']],
    ['SUSPENDED', 'PENDING', ['resume', 'complete', 'cancel']],
    ['ERROR', 'FAILED', ['retry', 'cancel']],
    ['CANCELED', 'FAILED', ['retry']],
    ['COMPLETED', 'SUCCESS', []],
  ] as const)('%s, sync %s: %j', (status, syncStatus, keys) => {
    expect(taskMenu({ status, syncStatus }).map((i) => i.key)).toEqual(keys);
  });

  it("names 'Повторить' and marks cancel and delete as dangerous", () => {
    const items = taskMenu({ status: 'INACTIVE', syncStatus: 'FAILED' });
    expect(items[0]).toEqual({ key: 'retry', label: 'Повторить' });
    expect(items.filter((i) => i.danger).map((i) => i.key)).toEqual(['cancel', 'delete']);
  });
});
