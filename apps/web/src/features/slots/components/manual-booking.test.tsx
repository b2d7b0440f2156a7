import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotDealWire } from '@kolos/domain/queue';
import { setNotifySink } from '../../../shared/notify/notifier';
import { DAY, fakeApi, POINT, QUEUE_DAY, renderAt, slot, uuid, type Sent } from '../test/fixtures';
import { ManualBooking } from './manual-booking';

const DEAL: SlotDealWire = {
  offerUuid: uuid(50),
  number: 7,
  farmerCompanyName: 'КФХ «Нива»',
  acceptedVolume: 100,
  slottedVolume: 75,
  deliveryDateStart: DAY,
  deliveryDateEnd: '2031-08-20',
};
const SHORT = 'Недостаточно слотов. Доступно к согласованию 50 т.';

let toasts: string[];
let sent: Sent[];
let shown: string[];
beforeEach(() => {
  localStorage.setItem('kolos.timeZone', 'Europe/Moscow');
  toasts = [];
  shown = [];
  setNotifySink((message) => toasts.push(message));
  sent = fakeApi((req) => {
    if (req.path === `/slot-deals/${POINT}`) return { body: { items: [DEAL] } };
    if (req.path === `/slots-by-location/${POINT}/date/${DAY}/${DAY}`)
      return { body: { items: [slot(11), slot(12)], days: [QUEUE_DAY] } };
    if (req.path === '/allocate-extra-slots')
      return { status: 409, body: { message: 'conflict', code: 35742, detail: 50, nearestFreeDates: [] } };
    const booked = { ...slot(20), date: '2031-08-12', startAt: '2031-08-12T05:00:00.000Z' };
    if (req.path === '/allocate-slots-now' || req.path === '/allocate-slots')
      return { body: { items: [booked] } };
    if (req.path === '/slots' && req.method === 'POST') return { body: booked };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  setNotifySink();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const renderPanel = () =>
  renderAt(
    '/admin/slots',
    <ManualBooking
      locationUuid={POINT}
      date={DAY}
      formatTime={(iso) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(11, 16)}
      onShowDay={(d) => shown.push(d)}
    />,
  );

async function pickDeal() {
  const user = userEvent.setup();
  renderPanel();
  await user.click(await screen.findByRole('combobox', { name: 'Сделка' }));
  await user.click(await screen.findByRole('option', { name: /№ 7 · КФХ «Нива»/ }));
  return user;
}

describe('the queue by hand (issue 28 point 9)', { timeout: 30_000 }, () => {
  it('the actions wait for a deal; the deal tells its tonnes without slots', async () => {
    renderPanel();
    await screen.findByRole('combobox', { name: 'Сделка' });
    expect(screen.getByRole('button', { name: 'Добавить слот' })).toHaveProperty('disabled', true);
    cleanup();
    await pickDeal();
    expect(screen.getByText('100 т принято, без слотов 25 т; поставка 11.08.2031 — 20.08.2031')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Записать заново 25 т' })).toHaveProperty('disabled', false);
  });

  it('more trucks refused with 35742: the SPEC text stays in the dialog', async () => {
    const user = await pickDeal();
    await user.click(screen.getByRole('button', { name: 'Дополнительные машины' }));
    const dialog = await screen.findByRole('dialog');
    const volume = within(dialog).getByRole('textbox', { name: /Объём/ });
    await user.clear(volume);
    await user.type(volume, '75');
    await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SHORT);
    expect(sent.find((r) => r.path === '/allocate-extra-slots')?.body).toEqual({
      offerUuid: DEAL.offerUuid,
      volume: 75,
    });
  });

  it('urgent trucks: booked, said, and their day shown', async () => {
    const user = await pickDeal();
    await user.click(screen.getByRole('button', { name: 'Срочно на сегодня' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Записать' }));
    await waitFor(() => expect(toasts).toContain('Забронировано слотов: 1, 25 т'));
    expect(sent.find((r) => r.path === '/allocate-slots-now')?.body).toEqual({
      offerUuid: DEAL.offerUuid,
      count: 1,
    });
    expect(shown).toEqual(['2031-08-12']);
  });

  it('a slot by hand: only times with a free place; the time is required', async () => {
    const user = await pickDeal();
    await user.click(screen.getByRole('button', { name: 'Добавить слот' }));
    const dialog = await screen.findByRole('dialog');
    // 08:00 holds two trucks of two: not offered
    await within(dialog).findByRole('button', { name: /^09:00–10:00/ });
    expect(within(dialog).queryByRole('button', { name: /^08:00–09:00/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Добавить слот' }));
    expect(await within(dialog).findByText('Выберите время')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /^09:00–10:00/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить слот' }));
    await waitFor(() => expect(toasts).toContain('Забронировано слотов: 1, 25 т'));
    expect(sent.find((r) => r.path === '/slots' && r.method === 'POST')?.body).toEqual({
      offerUuid: DEAL.offerUuid,
      locationUuid: POINT,
      startAt: `${DAY}T06:00:00.000Z`,
      plannedVolume: 25,
    });
  });

  it('re-booking after a cancel asks first, then books the tonnes without slots', async () => {
    const user = await pickDeal();
    await user.click(screen.getByRole('button', { name: 'Записать заново 25 т' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Забронировать' }));
    await waitFor(() => expect(toasts).toContain('Забронировано слотов: 1, 25 т'));
    expect(sent.find((r) => r.path === '/allocate-slots')?.body).toEqual({ offers: [DEAL.offerUuid] });
  });
});
