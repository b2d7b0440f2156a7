import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterChips } from './filter-chips';

const TEXTS = { A: 'Активные', B: 'Завершённые', C: 'Отменённые' } as const;

function renderChips(chosen: string[], onChange = vi.fn()) {
  render(
    <FilterChips
      label="Статус торгов"
      options={['A', 'B', 'C'] as const}
      textOf={(v) => TEXTS[v]}
      chosen={chosen}
      onChange={onChange}
    />,
  );
  return onChange;
}

afterEach(cleanup);

describe('FilterChips', () => {
  it('shows the chosen values pressed, in a group named for a screen reader', () => {
    renderChips(['B']);
    const group = screen.getByRole('group', { name: 'Статус торгов' });
    expect(within(group).getByRole('button', { name: 'Завершённые' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Активные' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('adds a value after those chosen before (the URL keeps the order) and takes a chosen one away', async () => {
    const user = userEvent.setup();
    const onChange = renderChips(['C', 'B']);
    await user.click(screen.getByRole('button', { name: 'Активные' }));
    expect(onChange).toHaveBeenLastCalledWith(['C', 'B', 'A']);
    await user.click(screen.getByRole('button', { name: 'Отменённые' }));
    expect(onChange).toHaveBeenLastCalledWith(['B']);
  });
});
