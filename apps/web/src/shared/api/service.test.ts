import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { service } from './service';

describe('service wrappers (SPEC 8)', () => {
  it('passes on a transport error that has a message', async () => {
    const error = new ApiError({ status: 404, message: 'Не найдено' });
    await expect(service('users')(() => Promise.reject(error))).rejects.toBe(error);
  });

  it('gives the per-service message when the error has none, keeping the status', async () => {
    const call = () => Promise.reject(new ApiError({ status: 502, message: '' }));
    await expect(service('users')(call)).rejects.toMatchObject({
      message: 'Ошибка сервиса пользователей.',
      status: 502,
    });
    await expect(service('contracts')(call)).rejects.toThrow('Ошибка сервиса контрактов.');
    await expect(service('prepayment')(call)).rejects.toThrow('Ошибка сервиса авансирования.');
  });

  it('auth calls say "Ошибка авторизации."', async () => {
    await expect(service('auth')(() => Promise.reject(new Error('')))).rejects.toThrow('Ошибка авторизации.');
  });

  it('turns anything thrown without a message into an Error', async () => {
    await expect(service('slots')(() => Promise.reject(undefined))).rejects.toThrow('Ошибка сервиса слотов.');
  });

  it('resolves with the answer', async () => {
    await expect(service('roles')(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
