import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoleEditor } from './role-editor';

function Harness({ initial = [] as string[] }) {
  const [ticked, setTicked] = useState<Set<string>>(new Set(initial));
  return (
    <>
      <RoleEditor ticked={ticked} onChange={setTicked} />
      <output data-testid="ticked">{[...ticked].sort().join(',')}</output>
    </>
  );
}

const group = (label: string) =>
  screen.getByRole('checkbox', { name: `Группа «${label}»` }) as HTMLInputElement;
const item = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const ticked = () => screen.getByTestId('ticked').textContent;

afterEach(cleanup);

describe('RoleEditor — SPEC 2.3 group checkboxes', () => {
  it("'A group checkbox ticks all its items'", async () => {
    render(<Harness />);
    await userEvent.click(group('Роли'));
    expect(ticked()).toBe('roles.create,roles.delete,roles.read,roles.update');
    expect(group('Роли').checked).toBe(true);
  });

  it("'a group shows ticked when all its items are ticked' — and half-ticked before that", async () => {
    render(<Harness />);
    await userEvent.click(item('Список документов'));
    expect(group('Документы').checked).toBe(false);
    await userEvent.click(item('Подписание договора с покупателем'));
    expect(group('Документы').checked).toBe(true);
    await userEvent.click(item('Список пользователей'));
    expect(group('Пользователи').checked).toBe(false);
    expect(group('Пользователи').getAttribute('data-indeterminate')).toBe('true');
  });

  it('a fully ticked group checkbox clears its own items only', async () => {
    render(<Harness initial={['users.read', 'users.create', 'users.update', 'users.delete', 'transport']} />);
    await userEvent.click(group('Пользователи'));
    expect(ticked()).toBe('transport');
  });

  it('a half-ticked group checkbox ticks the rest', async () => {
    render(<Harness initial={['users.read']} />);
    await userEvent.click(group('Пользователи'));
    expect(ticked()).toBe('users.create,users.delete,users.read,users.update');
  });
});
