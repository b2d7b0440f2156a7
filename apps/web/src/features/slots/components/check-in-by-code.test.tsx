import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARRIVAL_CONFIRM_MSG, DRIVER_LINK_MSG } from '@kolos/domain/queue';
import { fakeApi, renderAt, slot, type Sent } from '../test/fixtures';
import { CheckInByCode } from './check-in-by-code';

const TRUCK = slot(37, {
  status: 'SLOT_ARRIVED',
  car: { number: 'А777АА 93', trailerNumber: '', plannedVolume: 25 },
});

let sent: Sent[];
beforeEach(() => {
  sent = fakeApi((req) => {
    if (req.path !== '/slots/check-in') return undefined;
    const body = req.body as { code: string; confirmOutsideWindow?: boolean };
    if (body.code !== '12345678') return { status: 404, body: { message: DRIVER_LINK_MSG.codeNotFound } };
    if (!body.confirmOutsideWindow)
      return { status: 409, body: { message: ARRIVAL_CONFIRM_MSG.EARLY, detail: { arrival: 'EARLY' } } };
    return { body: TRUCK };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checkIns = () => sent.filter((r) => r.path === '/slots/check-in').map((r) => r.body);

describe('«Найти по коду» (issue 29 point 17)', { timeout: 30_000 }, () => {
  it('a short code is refused in place, nothing is sent', async () => {
    renderAt('/admin/slots', <CheckInByCode onArrived={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Найти по коду' }), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Отметить прибытие' }));
    expect(await screen.findByText(DRIVER_LINK_MSG.badCode)).toBeTruthy();
    expect(checkIns()).toEqual([]);
  });

  it('early: asks to confirm, then sends the mark confirmed and opens the slot', async () => {
    const arrived = vi.fn();
    renderAt('/admin/slots', <CheckInByCode onArrived={arrived} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Найти по коду' }), '1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Отметить прибытие' }));
    expect(await screen.findByText(ARRIVAL_CONFIRM_MSG.EARLY)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Прибытие отмечено: слот № 37, А777АА 93')).toBeTruthy();
    expect(checkIns()).toEqual([{ code: '12345678' }, { code: '12345678', confirmOutsideWindow: true }]);
    expect(arrived).toHaveBeenCalledWith(expect.objectContaining({ id: 37 }));
  });

  it('a wrong code says so in the server’s words', async () => {
    renderAt('/admin/slots', <CheckInByCode onArrived={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Найти по коду' }), '00000000');
    await userEvent.click(screen.getByRole('button', { name: 'Отметить прибытие' }));
    expect(await screen.findByText(DRIVER_LINK_MSG.codeNotFound)).toBeTruthy();
  });
});
