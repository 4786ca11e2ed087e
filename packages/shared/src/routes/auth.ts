// Sign-in: the admin's login, silent refresh, logout and "who am I"; the agency's the same.
import { AdminLoginStepSchema } from '../contracts/admin-mfa';
import { AgencySchema } from '../contracts/agency';
import {
  AdminSchema,
  AdminTokensSchema,
  LoginBodySchema,
  UserLoginResponseSchema,
} from '../contracts/auth';
import { OkSchema } from '../contracts/common';
import { defineRoute } from './define';
import { errors } from './errors';

const loginErrors = errors(400, 401, 429);

/** The password step: its answer opens the second-factor step, never a session (decision 039). */
export const adminLogin = defineRoute({
  method: 'POST',
  path: '/v2/admin/login',
  who: 'public',
  tag: 'admin',
  body: LoginBodySchema,
  responses: { 200: AdminLoginStepSchema, ...loginErrors },
});

export const adminRefresh = defineRoute({
  method: 'POST',
  path: '/v2/admin/refresh',
  who: 'adminRefresh',
  tag: 'admin',
  responses: { 200: AdminTokensSchema, ...loginErrors },
});

export const adminLogout = defineRoute({
  method: 'POST',
  path: '/v2/admin/logout',
  who: 'admin',
  tag: 'admin',
  responses: { 200: OkSchema, ...errors(401) },
});

export const adminGetMe = defineRoute({
  method: 'GET',
  path: '/v2/admin/getMe',
  who: 'admin',
  tag: 'admin',
  responses: { 200: AdminSchema, ...errors(401) },
});

export const userLogin = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/user_login',
  who: 'public',
  tag: 'agenzie',
  body: LoginBodySchema,
  responses: { 200: UserLoginResponseSchema, ...errors(400, 401, 403, 429) },
});

export const userLogout = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/user_logout',
  who: 'agency',
  tag: 'agenzie',
  responses: { 200: OkSchema, ...errors(401) },
});

export const userFetchMe = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/user_fetchMeFromToken',
  who: 'agency',
  tag: 'agenzie',
  responses: { 200: AgencySchema, ...errors(401) },
});
