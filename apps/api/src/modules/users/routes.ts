import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import { phoneSchema } from '@kolos/domain';
import {
  addCompanyUserBody,
  managedUserSchema,
  passwordResetBody,
  resetPasswordBody,
  sessionUserSchema,
  staffMemberSchema,
  userFormSchema,
  userPagination,
  userUuidsBody,
  usersPageSchema,
  usersSearchBody,
} from '@kolos/domain/users';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed, uuidParam } from '../../platform/http';
import { checkResetToken, completePasswordReset, requestPasswordReset } from './password-reset';
import { phoneToken, superCheck } from './impersonation';
import * as users from './service';

const tags = ['users'];
const ok = z.object({ ok: z.boolean() });
const usersView = (right: 'create' | 'update' | 'delete') => ({
  access: { route: 'UsersView' as const, rights: [right] },
});

/** SPEC 7 Users. */
export default async function usersRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.post(
    '/v2/users',
    {
      config: { access: { route: 'UsersList' } },
      schema: {
        operationId: 'users.list',
        summary: 'Список пользователей',
        tags,
        body: usersSearchBody,
        response: { 200: usersPageSchema },
      },
    },
    async (req) => users.searchUsers(deps, authOf(req), req.body),
  );

  app.get(
    '/v2/users/staff',
    {
      config: { access: { userTypes: ['purchaser'] } },
      schema: {
        operationId: 'users.staff',
        summary: 'Сотрудники компании',
        tags,
        querystring: z.object({ companyUuid: text().uuid().optional() }),
        response: { 200: z.object({ users: z.array(staffMemberSchema) }) },
      },
    },
    async (req) => users.staff(deps, authOf(req), req.query.companyUuid),
  );

  app.get(
    '/offers/users',
    {
      // a picker for purchaser staff: farmers are refused (issue 28 point 3)
      config: { access: { route: 'Offers', userTypes: ['purchaser', 'admin'] } },
      schema: {
        operationId: 'users.offerAuthors',
        summary: 'Авторы предложений',
        tags,
        querystring: userPagination.extend({ any: text().trim().max(200).optional() }),
        response: {
          200: z.object({
            users: z.array(staffMemberSchema.extend({ company: z.object({ name: text() }).nullable() })),
            total: z.number(),
          }),
        },
      },
    },
    async (req) => users.offersUsers(deps, authOf(req), req.query, req.query.any),
  );

  app.get(
    '/user/super/check',
    {
      config: { access: {} },
      schema: {
        operationId: 'users.super.check',
        summary: 'Проверить вход суперпользователя',
        tags,
        response: { 200: z.object({ isSuperUser: z.boolean() }) },
      },
    },
    async (req) => superCheck(authOf(req)),
  );

  app.get(
    '/user/super/phone-token/:phone',
    {
      config: { access: { userTypes: ['purchaser'] } },
      schema: {
        operationId: 'users.super.impersonate',
        summary: 'Войти от имени пользователя',
        tags,
        params: z.object({ phone: phoneSchema }),
        response: { 200: z.object({ accessToken: text(), refreshToken: text() }) },
      },
    },
    async (req) => phoneToken(deps, authOf(req), req.params.phone, metaOf(req)),
  );

  app.get(
    '/user/:id',
    {
      // Who am I: the registration session loads itself too (others' records need a users right).
      config: { access: { registration: true } },
      schema: {
        operationId: 'users.get',
        summary: 'Пользователь',
        tags,
        params: uuidParam,
        response: { 200: sessionUserSchema },
      },
    },
    async (req) => users.getUser(deps, authOf(req), req.params.id),
  );

  app.put(
    '/user/:id',
    {
      config: usersView('update'),
      schema: {
        operationId: 'users.update',
        summary: 'Изменить пользователя',
        tags,
        params: uuidParam,
        body: userFormSchema,
        response: { 200: managedUserSchema },
      },
    },
    async (req) => users.updateUser(deps, authOf(req), req.params.id, req.body),
  );

  app.post(
    '/add-company-user',
    {
      config: usersView('create'),
      schema: {
        operationId: 'users.create',
        summary: 'Добавить сотрудника',
        tags,
        body: addCompanyUserBody,
        response: { 200: z.object({ uuid: text() }) },
      },
    },
    async (req) => users.addCompanyUser(deps, authOf(req), req.body),
  );

  const activity = z.object({ uuids: z.array(text()), active: z.boolean() });
  app.put(
    '/delete-company-user',
    {
      config: usersView('delete'),
      schema: {
        operationId: 'users.deactivate',
        summary: 'Отключить сотрудника',
        tags,
        body: userUuidsBody,
        response: { 200: activity },
      },
    },
    async (req) => users.setUsersActive(deps, authOf(req), req.body.uuids, false),
  );
  app.put(
    '/recover-company-user',
    {
      config: usersView('delete'),
      schema: {
        operationId: 'users.recover',
        summary: 'Вернуть сотрудника',
        tags,
        body: userUuidsBody,
        response: { 200: activity },
      },
    },
    async (req) => users.setUsersActive(deps, authOf(req), req.body.uuids, true),
  );

  app.post(
    '/resetpwd-company-user',
    {
      config: { ...usersView('update'), errors: ['TOO_MANY_REQUESTS'] },
      schema: {
        operationId: 'users.resetPassword',
        summary: 'Сбросить пароль сотрудника',
        tags,
        body: resetPasswordBody,
        response: { 200: ok },
      },
    },
    async (req) => requestPasswordReset(deps, authOf(req), req.body.uuid, metaOf(req)),
  );

  // The page behind the e-mailed link: public, the link's token is the credential.
  app.get(
    '/user/password-reset/:token',
    {
      config: { errors: ['TOO_MANY_REQUESTS', 'USER_INACTIVE'], access: { public: true } },
      schema: {
        operationId: 'users.passwordReset.check',
        summary: 'Проверить ссылку сброса пароля',
        tags,
        params: z.object({ token: text().min(20).max(200) }),
        response: { 200: z.object({ phone: text() }) },
      },
    },
    async (req) => checkResetToken(deps, req.params.token, metaOf(req)),
  );
  app.post(
    '/user/password-reset',
    {
      config: { errors: ['TOO_MANY_REQUESTS', 'USER_INACTIVE'], access: { public: true } },
      schema: {
        operationId: 'users.passwordReset.complete',
        summary: 'Задать новый пароль по ссылке',
        tags,
        body: passwordResetBody,
        response: { 200: ok },
      },
    },
    async (req) => completePasswordReset(deps, req.body.token, req.body.password, metaOf(req)),
  );
}
