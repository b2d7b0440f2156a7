import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotHistoryWire } from '@kolos/domain/queue';
import { setTokens } from '../../../shared/auth/token-store';
import { setNotifySink } from '../../../shared/notify/notifier';
import { DAY, fakeApi, POINT, QUEUE_DAY, REGION, renderAt, slot, uuid, type Sent } from '../test/fixtures';
import { StaffSlots } from './staff-slots';

/** 08:00: two trucks (full); 09:00: one arrived; 10:00: none; a canceled one is not shown. */
const ITEMS = [
  slot(11, {
    farmerNoShows: 2,
    status: 'SLOT_CAR_ASSIGNED',
    car: { number: 'А123ВС 161', trailerNumber: '', plannedVolume: 25 },
    driver: { fullname: 'Пётр Иванов', phone: '+79001234567' },
  }),
  slot(12, { farmerCompanyName: 'ООО «Заря»' }),
  slot(13, {
    startAt: `${DAY}T06:00:00.000Z`,
    endAt: `${DAY}T07:00:00.000Z`,
    status: 'SLOT_ARRIVED',
    arrivedAt: `${DAY}T05:50:00.000Z`,
  }),
  slot(14, { startAt: `${DAY}T07:00:00.000Z`, endAt: `${DAY}T08:00:00.000Z`, status: 'SLOT_CANCELED' }),
];
const HISTORY: SlotHistoryWire[] = [
  {
    uuid: 'h1',
    at: `${DAY}T04:00:00.000Z`,
    userName: 'Иван Петров',
    status: 'SLOT_CAR_ASSIGNED',
    changes: [{ field: 'carNumber', from: null, to: 'А123ВС 161' }],
  },
];
/** DAY is a Monday: its week ends on Sunday. */
const WEEK_END = '2031-08-17';
const EARLY = 'Машина прибыла раньше окна прибытия. Отметить прибытие?';

let toasts: string[];
let sent: Sent[];
beforeEach(() => {
  localStorage.setItem('kolos.timeZone', 'Europe/Moscow');
  toasts = [];
  setNotifySink((message) => toasts.push(message));
  sent = fakeApi((req) => {
    if (req.path === '/user/personal/regions') {
      return {
        body: [
          {
            uuid: REGION,
            companyUuid: 'c',
            name: { value: 'Кубань', fullSubvalue: '', shortSubvalue: '' },
            fedRegionUuid: 'f',
            locations: [{ uuid: POINT, name: 'Тихорецкий элеватор', address: 'Тихорецк' }],
            updatedAt: '',
          },
        ],
      };
    }
    if (req.path === `/slots-by-location/${POINT}/date/${DAY}/${DAY}`)
      return { body: { items: ITEMS, days: [QUEUE_DAY] } };
    if (req.path === `/slot-deals/${POINT}`) return { body: { items: [] } };
    if (req.path === `/slots-by-location/${POINT}/date/${DAY}/${WEEK_END}`) {
      return {
        body: {
          items: ITEMS,
          days: [QUEUE_DAY, { ...QUEUE_DAY, date: WEEK_END, closed: true, bookedVolume: 0 }],
        },
      };
    }
    if (req.path === `/settings/location/${POINT}/date/${DAY}`) {
      const body = req.body as { quantity: number | null } | undefined;
      return {
        body: body
          ? { ...QUEUE_DAY, quantity: body.quantity ?? QUEUE_DAY.quantity, override: body }
          : QUEUE_DAY,
      };
    }
    const detail = /^\/slots\/(.+)$/.exec(req.path);
    if (detail && req.method === 'GET')
      return { body: { slot: ITEMS.find((s) => s.uuid === detail[1]), history: HISTORY } };
    if (req.path === '/slots' && req.method === 'PUT') {
      const body = req.body as { confirmOutsideWindow?: boolean; status?: string };
      if (body.status === 'SLOT_ARRIVED' && !body.confirmOutsideWindow) {
        return { status: 409, body: { message: EARLY, detail: { arrival: 'EARLY' } } };
      }
      return { body: ITEMS[0] };
    }
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  setNotifySink();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const URL_OF_DAY = `/admin/slots?regionUuid=${REGION}&locationUuid=${POINT}&date=${DAY}`;
const renderQueue = (url = URL_OF_DAY) => renderAt(url, <StaffSlots mayAct mayEditDay={false} />);
const row = (name: string) => screen.getByRole('listitem', { name });
/** The queue arrives with the territory's panels around it (issue 28): a busy machine needs more than 1 s. */
const LOADED = { timeout: 5_000 };

describe('the staff queue (issue 17 point 5)', { timeout: 30_000 }, () => {
  it('asks for a point first', async () => {
    renderQueue('/admin/slots');
    expect(await screen.findByText(/Выберите территорию закупки и пункт приёмки/)).toBeTruthy();
    expect(sent.some((r) => r.path.startsWith('/slots-by-location'))).toBe(false);
  });

  it('the next visit without a point in the URL opens the last point and day (issue 29 point 9)', async () => {
    setTokens({ accessToken: `h.${btoa(JSON.stringify({ uuid: uuid(7) }))}.s`, refreshToken: 'r' });
    renderQueue();
    await screen.findByRole('listitem', { name: '08:00–09:00' }, LOADED);
    cleanup();
    renderQueue('/admin/slots');
    await screen.findByRole('listitem', { name: '08:00–09:00' }, LOADED);
    const where = new URLSearchParams(screen.getByTestId('where').textContent ?? '');
    expect([where.get('locationUuid'), where.get('date')]).toEqual([POINT, DAY]);
  });

  it('a timeline of the day: rows by slot time, trucks, cars used of carsInSlot, free places and tonnes', async () => {
    renderQueue();
    await screen.findByRole('listitem', { name: '08:00–09:00' });
    expect(screen.getByLabelText('Объём дня').textContent).toBe('Занято 75 из 150 т · свободно 75 т');

    const eight = row('08:00–09:00');
    expect(within(eight).getByText('машин 2 из 2')).toBeTruthy();
    expect(within(eight).queryByText(/свободно мест/)).toBeNull();
    expect(
      within(eight).getByRole('button', {
        name: 'Слот № 11: КФХ «Нива» (неявок за 30 дней: 2), Документы не загружены, А123ВС 161, 25 т, Машина назначена',
      }),
    ).toBeTruthy();
    expect(
      within(eight).getByRole('button', {
        name: 'Слот № 12: ООО «Заря», Документы не загружены, машина не назначена, 25 т, Забронирован',
      }),
    ).toBeTruthy();

    const nine = row('09:00–10:00');
    expect(within(nine).getByText('машин 1 из 2')).toBeTruthy();
    expect(within(nine).getByText('свободно мест: 1')).toBeTruthy();
    // the canceled truck of 10:00 frees its place and is not drawn
    const ten = row('10:00–11:00');
    expect(within(ten).getByText('машин 0 из 2')).toBeTruthy();
    expect(within(ten).queryAllByRole('button')).toHaveLength(0);
  });

  it('the week: Monday to Sunday in one call, a day after another; a closed day says so', async () => {
    renderQueue(`${URL_OF_DAY}&view=week`);
    expect(await screen.findByText('Выходной: приёма нет')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'пн, 11.08.2031',
      'вс, 17.08.2031',
    ]);
    expect(screen.queryByText(/^Настройки очереди/)).toBeNull();
  });

  it('«Настройки очереди» of the day: an empty field keeps the schedule, the rest is the override', async () => {
    const user = userEvent.setup();
    renderAt(URL_OF_DAY, <StaffSlots mayAct mayEditDay />);
    await user.click(await screen.findByRole('button', { name: /^Настройки очереди/ }));
    const form = await screen.findByRole('form', { name: 'Настройки очереди' });
    const quantity = await within(form).findByRole('textbox', { name: 'Объём дня, т' });
    expect(within(form).getByText('по расписанию: 150')).toBeTruthy();
    await user.type(quantity, '0');
    expect(within(form).getByText('Целое число больше нуля')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.clear(quantity);
    await user.type(quantity, '100');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasts).toEqual(['Настройки очереди сохранены']));
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      closed: false,
      openAt: null,
      closeAt: null,
      quantity: 100,
      carsInSlot: null,
    });
  });

  it('a chip opens the slot card (in the URL): details, history; an early arrival asks and is sent confirmed', async () => {
    const user = userEvent.setup();
    renderQueue();
    await user.click(await screen.findByRole('button', { name: /^Слот № 11:/ }, LOADED));
    const card = await screen.findByRole('dialog', { name: 'Карточка слота' });
    expect(screen.getByTestId('where').textContent).toContain(`slot=${slot(11).uuid}`);
    await within(card).findByText('Пётр Иванов, +7 900 123-45-67');
    expect(within(card).getByText('Машина: — → А123ВС 161')).toBeTruthy();
    expect(within(card).getByText(/Иван Петров/)).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Прибыла' }));
    const question = await screen.findByRole('dialog', { name: 'Машина вне окна прибытия' });
    expect(within(question).getByText(EARLY)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Отметить прибытие' }));
    await waitFor(() => expect(toasts).toEqual(['Информация по слоту успешно изменена']));
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { uuid: slot(11).uuid, status: 'SLOT_ARRIVED' },
      { uuid: slot(11).uuid, status: 'SLOT_ARRIVED', confirmOutsideWindow: true },
    ]);
  });

  it('an arrived truck is unloaded with its weighed volume', async () => {
    const user = userEvent.setup();
    renderQueue();
    await user.click(await screen.findByRole('button', { name: /^Слот № 13:/ }, LOADED));
    const card = await screen.findByRole('dialog', { name: 'Карточка слота' });
    expect(await within(card).findByRole('button', { name: 'Начата разгрузка' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Прибыла' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Разгружена' }));
    await user.type(within(card).getByRole('textbox', { name: /Вес по факту/ }), '24,6');
    await user.click(within(card).getByRole('button', { name: 'Разгружена' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
        uuid: slot(13).uuid,
        status: 'SLOT_UNLOADED',
        unloadedVolume: 24.6,
      }),
    );
  });

  it('cancel asks first; transfer offers only the free times of the grid', async () => {
    const user = userEvent.setup();
    renderQueue();
    await user.click(await screen.findByRole('button', { name: /^Слот № 12:/ }, LOADED));
    const card = await screen.findByRole('dialog', { name: 'Карточка слота' });

    await user.click(await within(card).findByRole('button', { name: 'Отменить слот' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отменить слот?' });
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Не отменять' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отменить слот?' })).toBeNull());

    await user.click(within(card).getByRole('button', { name: 'Перенести' }));
    const transfer = await screen.findByRole('dialog', { name: /^Перенос/ });
    const times = await within(transfer).findAllByRole('button', { name: /^Перенести на/ });
    expect(times.map((b) => b.textContent)).toEqual(['09:00–10:00', '10:00–11:00']);
    await user.click(times[0]!);
    await waitFor(() =>
      expect(sent.find((r) => r.path === '/slots/transfer')?.body).toEqual({
        slotUuid: slot(12).uuid,
        startAt: `${DAY}T06:00:00.000Z`,
      }),
    );

    await user.click(within(card).getByRole('button', { name: 'Отменить слот' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Отменить слот?' })).getByRole('button', {
        name: 'Отменить слот',
      }),
    );
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'DELETE' && r.path === `/slots/${slot(12).uuid}`)).toBe(true),
    );
  });
});
