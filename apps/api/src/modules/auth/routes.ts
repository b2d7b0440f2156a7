import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  passwordLoginBody,
  phoneCheckBody,
  phoneCheckReply,
  phoneConfirmBody,
  refreshBody,
  sendCodeBody,
  tokenPair,
} from '@kolos/domain';
import { onetimeLoginReply } from '@kolos/domain/registration';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed } from '../../platform/http';
import * as auth from './service';

const pub = { access: { public: true } };

/** SPEC 7 Auth. */
export default async function authRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.post(
    '/user/phone/check',
    {
      config: { ...pub, errors: ['TOO_MANY_REQUESTS', 'BAD_PHONE', 'RESEND_TOO_EARLY', 'USER_INACTIVE'] },
      schema: {
        operationId: 'auth.phone.check',
        summary: 'Отправить код входа на номер телефона',
        tags: ['auth'],
        body: phoneCheckBody,
        response: { 200: phoneCheckReply },
      },
    },
    async (req) => auth.requestCode(deps, req.body.phone, metaOf(req)),
  );

  app.post(
    '/auth/send-code',
    {
      config: {
        ...pub,
        errors: ['TOO_MANY_REQUESTS', 'BAD_CODE', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED', 'USER_INACTIVE'],
      },
      schema: {
        operationId: 'auth.sendCode',
        summary: 'Войти по коду из SMS (второй путь SPEC)',
        tags: ['auth'],
        body: sendCodeBody,
        response: { 200: tokenPair },
      },
    },
    async (req) =>
      auth.verifyCode(deps, (req.body.requestId ?? req.body.session_uuid)!, req.body.code, metaOf(req)),
  );

  app.post(
    '/user/phone/confirm',
    {
      config: {
        ...pub,
        errors: ['TOO_MANY_REQUESTS', 'BAD_CODE', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED', 'USER_INACTIVE'],
      },
      schema: {
        operationId: 'auth.phone.confirm',
        summary: 'Войти по коду из SMS',
        tags: ['auth'],
        body: phoneConfirmBody,
        response: { 200: tokenPair },
      },
    },
    async (req) => auth.verifyCode(deps, req.body.session_uuid, req.body.code, metaOf(req)),
  );

  app.post(
    '/auth/login',
    {
      config: { ...pub, errors: ['TOO_MANY_REQUESTS', 'BAD_CREDENTIALS', 'USER_INACTIVE'] },
      schema: {
        operationId: 'auth.login',
        summary: 'Войти по телефону и паролю',
        tags: ['auth'],
        body: passwordLoginBody,
        response: { 200: tokenPair },
      },
    },
    async (req) => auth.loginWithPassword(deps, req.body.phone, req.body.password, metaOf(req)),
  );

  const refreshOps = {
    '/auth/refresh': { operationId: 'auth.refresh', summary: 'Обновить токен доступа' },
    '/user/login/refresh': {
      operationId: 'auth.refreshLegacy',
      summary: 'Обновить токен доступа (путь SPEC)',
    },
  };
  for (const [path, op] of Object.entries(refreshOps)) {
    app.post(
      path,
      {
        config: { ...pub, errors: ['REFRESH_INVALID', 'USER_INACTIVE'] },
        schema: { ...op, tags: ['auth'], body: refreshBody, response: { 200: tokenPair } },
      },
      async (req) => auth.refresh(deps, req.body.refresh_token),
    );
  }

  app.get(
    '/auth/logout',
    {
      config: { access: { registration: true } },
      schema: {
        operationId: 'auth.logout',
        summary: 'Выйти',
        tags: ['auth'],
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (req) => {
      await auth.logout(deps, authOf(req).sessionUuid);
      return { ok: true };
    },
  );

  app.get(
    '/user/login/onetime/:token',
    {
      config: { ...pub, errors: ['TOO_MANY_REQUESTS', 'GONE'] },
      schema: {
        operationId: 'auth.oneTime',
        summary: 'Войти по одноразовой ссылке',
        tags: ['auth'],
        params: z.object({ token: text().min(20).max(200) }),
        response: { 200: onetimeLoginReply },
      },
    },
    async (req) => auth.onetimeLogin(deps, req.params.token, metaOf(req)),
  );
}
