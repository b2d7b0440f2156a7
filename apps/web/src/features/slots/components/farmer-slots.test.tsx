import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifySink } from '../../../shared/notify/notifier';
import type { CarWire } from '@kolos/domain/transport';
import { DAY, fakeApi, renderAt, slot, uuid, type Sent } from '../test/fixtures';
import { FarmerSlots } from './farmer-slots';

const MINE = [
  slot(21),
  slot(22, {
    startAt: `${DAY}T06:00:00.000Z`,
    endAt: `${DAY}T07:00:00.000Z`,
    status: 'SLOT_UNLOADED',
    unloadedVolume: 24.6,
    car: { number: 'В456ОР 61', trailerNumber: '', plannedVolume: 25 },
    driver: { fullname: 'Иван Сидоров', phone: '+79007654321' },
  }),
];

/** The farmer's kept trucks (GET /cars?ownerUuid). */
const TRUCKS: CarWire[] = [
  {
    uuid: uuid(70),
    ownerUuid: uuid(60),
    registrationNumber: 'А123ВС 123',
    trailers: ['ЕК 4512 23', 'ЕК 4513 23'],
    capacity: 25_000,
    type: 'TRUCK_TRACTOR_SEMITRAILER',
    driver: { name: 'Иванов Сергей', phone: '+79181234501' },
  },
  {
    uuid: uuid(71),
    ownerUuid: uuid(60),
    registrationNumber: 'В456ОР 61',
    trailers: [],
    capacity: 20_000,
    type: 'TRUCK_TRACTOR_SEMITRAILER',
    driver: null,
  },
];

let toasts: string[];
let sent: Sent[];
beforeEach(() => {
  localStorage.setItem('kolos.timeZone', 'Europe/Moscow');
  toasts = [];
  setNotifySink((message) => toasts.push(message));
  sent = fakeApi((req) => {
    if (req.path === '/slots/upcoming') return { body: { items: MINE } };
    if (req.path === '/slots' && req.method === 'PUT') return { body: MINE[0] };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  setNotifySink();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('the farmer’s slots (issue 17 point 5)', { timeout: 30_000 }, () => {
  it('his upcoming slots in one list, what each lacks; a truck only for a slot still waiting for it', async () => {
    renderAt(`/admin/slots?date=${DAY}`, <FarmerSlots />);
    const waiting = await screen.findByRole('listitem', { name: 'Слот № 21, 08:00–09:00' });
    expect(within(waiting).getByText('Машина: не назначена')).toBeTruthy();
    expect(within(waiting).getByText('Не хватает: машины, водителя')).toBeTruthy();
    const done = screen.getByRole('listitem', { name: 'Слот № 22, 09:00–10:00' });
    expect(within(done).getByText('Водитель: Иван Сидоров, +7 900 765-43-21')).toBeTruthy();
    expect(within(done).getByText('Разгружено: 24,6 т')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: /машину и водителя/ })).toBeNull();
  });

  it('an accepted truck shows its weights, quality against basis, credited weight and money (issue 30)', async () => {
    const accepted = [MINE[0]!, { ...MINE[1]!, acceptanceVersion: 1 }];
    fakeApi((req) => {
      if (req.path === '/slots/upcoming') return { body: { items: accepted } };
      if (req.path === `/slots/${uuid(122)}/acceptance`)
        return {
          body: {
            ...{ uuid: uuid(90), slotUuid: uuid(22), version: 1, decision: 'ACCEPT', ticketNumber: 'В-17' },
            ...{ grossKg: 40_000, tareKg: 15_000, netKg: 25_000, creditedKg: 23_925, lossPercent: 4.3 },
            quality: { MOISTURE: 16, FOREIGN: 3, GRAIN: 2 },
            factors: [
              { code: 'MOISTURE', basis: 14, limit: 19, bonus: false },
              { code: 'FOREIGN', basis: 1, limit: 5, bonus: false },
              { code: 'GRAIN', basis: 2, limit: 15, bonus: false },
            ],
            ...{ adjustments: [], dealPricePerTon: 15_000, manualDiscountPerTon: null, pricePerTon: 15_000 },
            ...{ amount: 35_887_500, vat: null, overLimit: [], reason: null, at: `${DAY}T07:00:00.000Z` },
            ...{ userName: 'Кузнецов Андрей', versions: [] },
          },
        };
      return undefined;
    });
    renderAt(`/admin/slots?date=${DAY}`, <FarmerSlots />);
    const done = await screen.findByRole('listitem', { name: 'Слот № 22, 09:00–10:00' });
    await waitFor(() => expect(done.textContent).toContain('Зачётный вес23\u00a0925\u00a0кг (убыль 4,3 %)'));
    expect(done.textContent).toContain('Влажность16 % (базис 14)');
    expect(done.textContent).toContain('Сумма358\u00a0875,00\u00a0₽');
    expect(done.textContent).toContain('НДСБез НДС');
    expect(within(done).queryByRole('button', { name: 'Исправить приёмку' })).toBeNull();
  });

  it('a slot’s trip documents: what the truck still needs, the decline reason, an uploader per code', async () => {
    const user = userEvent.setup();
    const declined = slot(23, { docsStatus: 'SLOT_DOCS_DECLINED', docsMissing: ['SDIZ'] });
    sent = fakeApi((req) => {
      if (req.path === '/slots/upcoming') return { body: { items: [declined] } };
      if (req.path === '/v1/dmoderation/slot/status') {
        return {
          body: {
            slotUuid: declined.uuid,
            slotId: 23,
            status: 'SLOT_DOCS_DECLINED',
            required: ['WAYBILL', 'SDIZ'],
            missing: ['SDIZ'],
            missingNames: ['СДИЗ (ФГИС «Зерно»)'],
            declineReason: 'ТТН нечитаема',
            purpose: null,
            documents: [
              {
                uuid: uuid(90),
                code: 'WAYBILL',
                description: '',
                number: null,
                files: [{ uuid: uuid(91), url: '/f', name: 'ттн.pdf', size: 8, type: 'application/pdf' }],
                uploadedAt: `${DAY}T04:00:00.000Z`,
                uploadedBy: 'Иванов Сергей',
              },
            ],
          },
        };
      }
      return undefined;
    });
    renderAt(`/admin/slots?date=${DAY}`, <FarmerSlots />);
    const row = await screen.findByRole('listitem', { name: 'Слот № 23, 08:00–09:00' });
    expect(within(row).getByText('Для разгрузки нужны: СДИЗ (ФГИС «Зерно»)')).toBeTruthy();
    expect(await within(row).findByText(/Документы отклонены: ТТН нечитаема/)).toBeTruthy();
    expect(sent.find((r) => r.path === '/v1/dmoderation/slot/status')?.search).toBe(`?uuid=${declined.uuid}`);

    await user.click(within(row).getByRole('button', { name: 'Документы рейса' }));
    const waybill = within(row).getByRole('region', { name: 'Транспортная накладная (ТТН)' });
    expect(within(waybill).getByRole('link', { name: 'ттн.pdf' })).toBeTruthy();
    expect(within(waybill).getByRole('button', { name: /^Отправить на проверку/ }).textContent).toBe(
      'Заменить и отправить на проверку',
    );
    const sdiz = within(row).getByRole('region', { name: 'СДИЗ (ФГИС «Зерно»)' });
    expect(within(sdiz).getByText('Обязательный')).toBeTruthy();
    expect(within(sdiz).getByRole('textbox', { name: /Номер СДИЗ/ })).toBeTruthy();
  });

  it('the car and driver dialog: SPEC 5 rules and messages, then PUT /slots and the success toast', async () => {
    const user = userEvent.setup();
    renderAt(`/admin/slots?date=${DAY}&view=week`, <FarmerSlots />);
    await user.click(await screen.findByRole('button', { name: 'Назначить машину и водителя: Слот № 21' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(dialog).getAllByText('Заполните поле')).toHaveLength(3));
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);

    // letters of both alphabets, digits and single spaces; the rest never gets into the field
    await user.type(field(dialog, /Номер тягача/), 'а123вс!!  161');
    expect((field(dialog, /Номер тягача/) as HTMLInputElement).value).toBe('А123ВС 161');
    await user.type(field(dialog, /ФИО водителя/), 'Пётр2 Иванов-Сидоров');
    expect((field(dialog, /ФИО водителя/) as HTMLInputElement).value).toBe('Пётр Иванов-Сидоров');
    await user.type(field(dialog, /Телефон водителя/), '900123');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Номер телефона должен содержать 12 символов')).toBeTruthy();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);

    await user.type(field(dialog, /Телефон водителя/), '4567');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasts).toEqual(['Информация по слоту успешно изменена']));
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      uuid: slot(21).uuid,
      car: { number: 'А123ВС 161', trailerNumber: '' },
      driver: { fullname: 'Пётр Иванов-Сидоров', phone: '+79001234567' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers the farmer's kept trucks: a pick fills the trailer and the driver (issue 18 point 1)", async () => {
    sent = fakeApi((req) => {
      if (req.path === '/slots/upcoming') return { body: { items: MINE } };
      if (req.path === '/cars') return { body: { items: TRUCKS } };
      if (req.path === '/slots' && req.method === 'PUT') return { body: MINE[0] };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(`/admin/slots?date=${DAY}`, <FarmerSlots />);
    await user.click(await screen.findByRole('button', { name: 'Назначить машину и водителя: Слот № 21' }));
    const dialog = await screen.findByRole('dialog');
    const plate = await within(dialog).findByRole('combobox', { name: /Номер тягача/ });
    expect(sent.find((r) => r.path === '/cars')?.search).toBe(`?ownerUuid=${slot(21).farmerCompanyUuid}`);

    // the plate matches however it is spaced and in either alphabet's lookalike letters
    await user.type(plate, 'a123');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['А123ВС 123 · Иванов Сергей']);
    await user.click(within(listbox).getByRole('option', { name: 'А123ВС 123 · Иванов Сергей' }));
    expect((plate as HTMLInputElement).value).toBe('А123ВС 123');
    expect((field(dialog, /Номер прицепа/) as HTMLInputElement).value).toBe('ЕК 4512 23');
    expect((field(dialog, /ФИО водителя/) as HTMLInputElement).value).toBe('Иванов Сергей');
    expect((field(dialog, /Телефон водителя/) as HTMLInputElement).value).toBe('+7 918 123-45-01');

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasts).toEqual(['Информация по слоту успешно изменена']));
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      uuid: slot(21).uuid,
      car: { number: 'А123ВС 123', trailerNumber: 'ЕК 4512 23' },
      driver: { fullname: 'Иванов Сергей', phone: '+79181234501' },
    });
  });

  it('a new plate is typed as before among the trucks; without the right to see them, a plain field', async () => {
    sent = fakeApi((req) => {
      if (req.path === '/slots/upcoming') return { body: { items: MINE } };
      if (req.path === '/cars') return { body: { items: TRUCKS } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(`/admin/slots?date=${DAY}`, <FarmerSlots />);
    await user.click(await screen.findByRole('button', { name: 'Назначить машину и водителя: Слот № 21' }));
    const plate = await within(await screen.findByRole('dialog')).findByRole('combobox', {
      name: /Номер тягача/,
    });
    await user.type(plate, 'т 777!!  тт');
    expect((plate as HTMLInputElement).value).toBe('Т 777 ТТ');
    expect(screen.queryByRole('option')).toBeNull();
    cleanup();

    sent = fakeApi((req) => {
      if (req.path === '/slots/upcoming') return { body: { items: MINE } };
      if (req.path === '/cars') return { status: 404, body: { message: 'Компания не найдена' } };
      return undefined;
    });
    renderAt(`/admin/slots?date=${DAY}`, <FarmerSlots />);
    await user.click(await screen.findByRole('button', { name: 'Назначить машину и водителя: Слот № 21' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(sent.some((r) => r.path === '/cars')).toBe(true));
    await user.type(field(dialog, /Номер тягача/), 'а123вс');
    expect((field(dialog, /Номер тягача/) as HTMLInputElement).value).toBe('А123ВС');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('a refusal of the server is said and the dialog stays open', async () => {
    sent = fakeApi((req) => {
      if (req.method === 'GET') return { body: { items: MINE } };
      return { status: 409, body: { message: 'Слот уже не ждёт машину' } };
    });
    const user = userEvent.setup();
    renderAt(`/admin/slots?date=${DAY}`, <FarmerSlots />);
    await user.click(await screen.findByRole('button', { name: /^Назначить машину и водителя/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(field(dialog, /Номер тягача/), 'А123ВС');
    await user.type(field(dialog, /ФИО водителя/), 'Пётр');
    await user.type(field(dialog, /Телефон водителя/), '9001234567');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasts).toEqual(['Слот уже не ждёт машину']));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('ticks two waiting slots and puts one saved truck and driver on both (issue 29 point 16)', async () => {
    const third = slot(23, { startAt: `${DAY}T08:00:00.000Z`, endAt: `${DAY}T09:00:00.000Z` });
    sent = fakeApi((req) => {
      if (req.path === '/slots/upcoming') return { body: { items: [...MINE, third] } };
      if (req.path === '/fleet/cars')
        return { body: { items: [{ uuid: uuid(80), number: 'А123ВС161', trailerNumber: 'АВ123461' }] } };
      if (req.path === '/fleet/drivers')
        return { body: { items: [{ uuid: uuid(81), fullname: 'Петров Пётр', phone: '+79181234567' }] } };
      if (req.path === '/slots/assign') return { body: { items: [] } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(`/admin/slots`, <FarmerSlots />);
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать: Слот № 21' }));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать: Слот № 23' }));
    expect(screen.queryByRole('checkbox', { name: 'Выбрать: Слот № 22' })).toBeNull();
    expect(screen.getByText('Выбрано слотов: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Назначить машину' }));
    const dialog = await screen.findByRole('dialog', { name: 'Машина и водитель · слотов: 2' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Машина' }));
    await user.click(await screen.findByRole('option', { name: 'А123ВС 161 / АВ1234 61' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Водитель' }));
    await user.click(await screen.findByRole('option', { name: 'Петров Пётр, +7 918 123-45-67' }));
    await user.click(within(dialog).getByRole('button', { name: 'Назначить' }));
    await waitFor(() => expect(toasts).toEqual(['Машина и водитель назначены на слотов: 2']));
    expect(sent.find((r) => r.path === '/slots/assign')?.body).toEqual({
      slotUuids: [slot(21).uuid, third.uuid],
      carUuid: uuid(80),
      driverUuid: uuid(81),
    });
    await waitFor(() => expect(screen.queryByText('Выбрано слотов: 2')).toBeNull());
  });
});
