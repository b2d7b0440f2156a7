import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { ServerDataGrid } from './server-data-grid';

interface Row {
  id: string;
  name: string;
}

const list = { page: 0, size: 15, sort: null, setPage: () => {}, setSize: () => {}, setSort: () => {} };
const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Название', width: 200 },
  { field: 'actions', headerName: '', width: 120, renderCell: () => <button type="button">Изменить</button> },
];

afterEach(cleanup);

describe('ServerDataGrid: rows that open', () => {
  it('opens a row clicked anywhere but on its buttons', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(
      <ServerDataGrid<Row>
        list={list}
        rows={[{ id: '1', name: 'Пшеница' }]}
        rowCount={1}
        columns={columns}
        onOpen={onOpen}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('gridcell', { name: 'Пшеница' }));
    expect(onOpen).toHaveBeenCalledWith({ id: '1', name: 'Пшеница' });
  });

  it('says what it is told when no row matches', () => {
    render(
      <ServerDataGrid<Row> list={list} rows={[]} rowCount={0} columns={columns} empty="Торгов не найдено." />,
    );
    expect(screen.getByText('Торгов не найдено.')).toBeTruthy();
  });
});
