import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kolos/domain';
import { defaultTransportWindow, formatTransportDateTime, TRANSPORT_MSG } from '@kolos/domain/transport';
import { setTokens } from '../../../shared/auth/token-store';
import { setNotifySink } from '../../../shared/notify/notifier';
import { fakeApi, renderAt, type Sent } from '../../../shared/test/fake-api';
import { DAY_S, delivery, FARMER, POINT, REGION, T0, uuid } from '../test/fixtures';
import { TransportScreen } from './transport-screen';

const REGIONS = [
  {
    uuid: REGION,
    companyUuid: 'c',
    name: { value: 'Кубань', fullSubvalue: '', shortSubvalue: '' },
    fedRegionUuid: 'f',
    locations: [{ uuid: POINT, name: 'Тихорецкий элеватор', address: 'Тихорецк' }],
    updatedAt: '',
  },
];
const REPORT = {
  importUuid: uuid(900),
  expireAt: '2031-08-11T13:00:00.000Z',
  total: 5,
  valid: 3,
  skippedData: [
    { line: 3, error: 'Слот не найден' },
    { line: 5, error: 'Номер телефона должен содержать 12 символов' },
  ],
};

let toasts: string[];
let sent: Sent[];
beforeEach(() => {
  localStorage.setItem('kolos.timeZone', 'Europe/Moscow');
  toasts = [];
  setNotifySink((message) => toasts.push(message));
  sent = fakeApi((req) => {
    if (req.path === '/user/personal/regions') return { body: REGIONS };
    if (req.path.startsWith('/cars/distributions/fca/page/'))
      return { body: { items: [delivery()], total: 1 } };
    if (req.path === '/cars/distributions/fca/import/csv') return { body: REPORT };
    if (req.path === `/cars/distributions/fca/import/csv/${REPORT.importUuid}`)
      return { body: { updated: 3 } };
    if (req.path === '/slots' && req.method === 'PUT') return { body: {} };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  setNotifySink();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const at = (query: string) => `/admin/transport?${query}`;
const PLACE = `regionUuid=${REGION}&locationUuid=${POINT}`;
const pageRequests = () => sent.filter((r) => r.path.startsWith('/cars/distributions/fca/page/'));
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');
const fieldText = (label: string) =>
  (screen.getByRole('group', { name: label }).parentElement!.querySelector('input') as HTMLInputElement)
    .value;
const render = (url: string) => renderAt(url, <TransportScreen mayChange />);

describe('Transport filter (SPEC 2.13, 5, 9)', { timeout: 30_000 }, () => {
  it('defaults to today 15:00 → tomorrow 15:00 in the user zone and asks for nothing without a point', async () => {
    render('/admin/transport');
    expect(await screen.findByText(TRANSPORT_MSG.fillFilter)).toBeTruthy();
    const w = defaultTransportWindow(new Date(), 180);
    expect(fieldText('Начало поставки')).toBe(formatTransportDateTime(w.start, 180));
    expect(fieldText('Окончание поставки')).toBe(formatTransportDateTime(w.end, 180));
    expect(screen.getByRole('combobox', { name: 'Пункт приёмки' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Импорт' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Экспорт CSV' }).hasAttribute('disabled')).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(pageRequests()).toHaveLength(0);
  });

  it('a whole filter from the URL loads the list with the window in Unix seconds and the zone', async () => {
    render(at(`${PLACE}&start=${T0}&end=${T0 + DAY_S}`));
    expect(await screen.findByRole('article', { name: 'Сделка № 7' })).toBeTruthy();
    expect(pageRequests()[0]!.path).toBe(`/cars/distributions/fca/page/${POINT}/${T0}/${T0 + DAY_S}`);
    expect(new URLSearchParams(pageRequests()[0]!.search).get('timeZone')).toBe('Europe/Moscow');
    expect(fieldText('Начало поставки')).toBe('11.08.2031 15:00');
    expect(screen.getByRole('button', { name: 'Импорт' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Экспорт CSV' }).hasAttribute('disabled')).toBe(false);
  });

  it('the next visit without a filter in the URL starts from the last one (issue 29 point 9)', async () => {
    setTokens({ accessToken: `h.${btoa(JSON.stringify({ uuid: uuid(7) }))}.s`, refreshToken: 'r' });
    render(at(`${PLACE}&start=${T0}&end=${T0 + DAY_S}`));
    expect(await screen.findByRole('article', { name: 'Сделка № 7' })).toBeTruthy();
    cleanup();
    render('/admin/transport');
    expect(await screen.findByRole('article', { name: 'Сделка № 7' })).toBeTruthy();
    expect(where().get('locationUuid')).toBe(POINT);
    expect(fieldText('Начало поставки')).toBe('11.08.2031 15:00');
  });

  it('the end before the start says so under the end, and nothing is asked for', async () => {
    render(at(`${PLACE}&start=${T0}&end=${T0 - 3600}`));
    expect(await screen.findByText(TRANSPORT_MSG.endBeforeStart)).toBeTruthy();
    expect(screen.getByText(TRANSPORT_MSG.fillFilter)).toBeTruthy();
    expect(pageRequests()).toHaveLength(0);
  });

  it('a window over 7 days is refused; exactly 7 days loads', async () => {
    render(at(`${PLACE}&start=${T0}&end=${T0 + 7 * DAY_S + 60}`));
    expect(await screen.findByText(TRANSPORT_MSG.windowTooLong)).toBeTruthy();
    expect(pageRequests()).toHaveLength(0);
    cleanup();
    render(at(`${PLACE}&start=${T0}&end=${T0 + 7 * DAY_S}`));
    expect(await screen.findByRole('article', { name: 'Сделка № 7' })).toBeTruthy();
  });

  it('choosing a start sets the end a day later, in the URL', async () => {
    const user = userEvent.setup();
    render(at(`${PLACE}&start=${T0}&end=${T0 + 3 * DAY_S}`));
    await screen.findByRole('article', { name: 'Сделка № 7' });
    const start = screen.getByRole('group', { name: 'Начало поставки' });
    await user.click(within(start).getAllByRole('spinbutton')[0]!);
    await user.keyboard('12');
    await waitFor(() => expect(where().get('start')).toBe(String(T0 + DAY_S)));
    expect(where().get('end')).toBe(String(T0 + 2 * DAY_S));
    expect(fieldText('Окончание поставки')).toBe('13.08.2031 15:00');
    await waitFor(() => expect(pageRequests().at(-1)!.path).toContain(`/${T0 + DAY_S}/${T0 + 2 * DAY_S}`));
  });

  it('a start typed after a click on its year starts at the day (issue 29 point 9)', async () => {
    const user = userEvent.setup();
    render(at(`${PLACE}&start=${T0}&end=${T0 + DAY_S}`));
    await screen.findByRole('article', { name: 'Сделка № 7' });
    const start = screen.getByRole('group', { name: 'Начало поставки' });
    await user.click(within(start).getAllByRole('spinbutton')[2]!);
    await user.keyboard('1308');
    await waitFor(() => expect(where().get('start')).toBe(String(T0 + 2 * DAY_S)));
  });

  it('a cleared start is required, kept in the URL, and stops the list', async () => {
    const user = userEvent.setup();
    render(at(`${PLACE}&start=${T0}&end=${T0 + DAY_S}`));
    await screen.findByRole('article', { name: 'Сделка № 7' });
    const start = screen.getByRole('group', { name: 'Начало поставки' });
    await user.click(within(start).getAllByRole('spinbutton')[0]!);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(where().get('start')).toBe('none'));
    expect(screen.getByText(MSG.required)).toBeTruthy();
    expect(screen.getByText(TRANSPORT_MSG.fillFilter)).toBeTruthy();
  });
});

describe('deliveries and trips (SPEC 2.13)', { timeout: 30_000 }, () => {
  it('a delivery expands to its slot rows; the edit dialog keeps the SPEC 5 rules', async () => {
    const user = userEvent.setup();
    render(at(`${PLACE}&start=${T0}&end=${T0 + DAY_S}`));
    const card = await screen.findByRole('article', { name: 'Сделка № 7' });
    expect(within(card).getByText('Пшеница 4 класса, 500 т')).toBeTruthy();
    expect(within(card).getByText('08:00–20:00')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: /Показать слоты/ }));
    const table = within(card).getByRole('table', { name: 'Слоты поставки' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('+7 900 123-45-67')).toBeTruthy();
    expect(within(rows[1]!).getByText('25,5')).toBeTruthy();
    expect(within(rows[2]!).getByText('11.08.2031 16:30')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Изменить рейс 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменения рейса 11' });
    const plate = within(dialog).getByLabelText(/Номер тягача/);
    await user.clear(plate);
    await user.type(plate, 'в  777 ое-61!');
    expect((plate as HTMLInputElement).value).toBe('В 777 ОЕ61');
    const phone = within(dialog).getByLabelText(/Телефон водителя/);
    await user.clear(phone);
    await user.type(phone, '90012');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText(MSG.badPhone)).toBeTruthy();
    expect(sent.some((r) => r.path === '/slots')).toBe(false);

    await user.type(phone, '34567');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(toasts).toContain(TRANSPORT_MSG.slotUpdated));
    const put = sent.find((r) => r.path === '/slots')!;
    expect(put.body).toEqual({
      uuid: uuid(111),
      car: { number: 'В 777 ОЕ61', trailerNumber: 'ЕК4567 61' },
      driver: { fullname: 'Пётр Иванов', phone: '+79001234567' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("the farmer's trucks in the trip dialog (issue 18 point 1)", { timeout: 30_000 }, () => {
  it("offers the delivery's farmer's kept trucks; a pick fills the trailer and the driver", async () => {
    sent = fakeApi((req) => {
      if (req.path === '/user/personal/regions') return { body: REGIONS };
      if (req.path.startsWith('/cars/distributions/fca/page/'))
        return { body: { items: [delivery()], total: 1 } };
      if (req.path === '/cars')
        return {
          body: {
            items: [
              {
                uuid: uuid(70),
                ownerUuid: FARMER,
                registrationNumber: 'Т777ТТ 61',
                trailers: ['ЕК 1111 61'],
                capacity: 25_000,
                type: 'TRUCK_TRACTOR_SEMITRAILER',
                driver: { name: 'Сидоров Иван', phone: '+79181234502' },
              },
            ],
          },
        };
      return undefined;
    });
    const user = userEvent.setup();
    render(at(`${PLACE}&start=${T0}&end=${T0 + DAY_S}`));
    const card = await screen.findByRole('article', { name: 'Сделка № 7' });
    await user.click(within(card).getByRole('button', { name: /Показать слоты/ }));
    await user.click(within(card).getByRole('button', { name: 'Изменить рейс 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменения рейса 11' });
    const plate = await within(dialog).findByRole('combobox', { name: /Номер тягача/ });
    expect(sent.find((r) => r.path === '/cars')?.search).toBe(`?ownerUuid=${FARMER}`);
    await user.click(within(dialog).getByRole('button', { name: 'Показать машины' }));
    await user.click(await screen.findByRole('option', { name: 'Т777ТТ 61 · Сидоров Иван' }));
    expect((plate as HTMLInputElement).value).toBe('Т777ТТ 61');
    expect(within(dialog).getByLabelText(/Номер прицепа/)).toHaveProperty('value', 'ЕК 1111 61');
    expect(within(dialog).getByLabelText(/ФИО водителя/)).toHaveProperty('value', 'Сидоров Иван');
    expect(within(dialog).getByLabelText(/Телефон водителя/)).toHaveProperty('value', '+7 918 123-45-02');
  });
});

describe('CSV import (SPEC 4, 5)', { timeout: 30_000 }, () => {
  it('a file not ending with .csv is refused on the client', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(at(`${PLACE}&start=${T0}&end=${T0 + DAY_S}`));
    await screen.findByRole('article', { name: 'Сделка № 7' });
    await user.upload(screen.getByTestId('transport-file'), new File(['a;b'], 'cars.xlsx'));
    expect(toasts).toContain(MSG.badCsvExtension);
    expect(sent.some((r) => r.path.includes('/import/csv'))).toBe(false);
  });

  it('the report lists the refused lines; Отправить waits for the box; then the import is confirmed', async () => {
    const user = userEvent.setup();
    render(at(`${PLACE}&start=${T0}&end=${T0 + DAY_S}`));
    await screen.findByRole('article', { name: 'Сделка № 7' });
    const before = pageRequests().length;
    await user.upload(screen.getByTestId('transport-file'), new File(['Слот;Тягач\n11;А1'], 'cars.csv'));
    const dialog = await screen.findByRole('dialog', { name: TRANSPORT_MSG.reportTitle });
    const post = sent.find((r) => r.path === '/cars/distributions/fca/import/csv')!;
    expect(post.body).toMatchObject({
      unloadingWarehouseLocationUuid: POINT,
      startDate: T0,
      endDate: T0 + DAY_S,
      timeZone: 'Europe/Moscow',
      data: Buffer.from('Слот;Тягач\n11;А1').toString('base64'),
    });
    expect(within(dialog).getByText('Слот не найден')).toBeTruthy();
    expect(within(dialog).getByText('5')).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: 'Отправить' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: TRANSPORT_MSG.confirmSkipped }));
    expect(send.hasAttribute('disabled')).toBe(false);
    await user.click(send);
    await waitFor(() => expect(toasts).toContain(TRANSPORT_MSG.imported));
    expect(sent.some((r) => r.method === 'PUT' && r.path.endsWith(REPORT.importUuid))).toBe(true);
    await waitFor(() => expect(pageRequests().length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
