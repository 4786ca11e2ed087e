// The admin's second factor (decision 039): the code step of the login, the enrolment, the
// re-authentication before dangerous actions, recovery codes and the reset by another admin.
import {
  AdminAccountsSchema,
  AdminEnrolledSchema,
  AdminMfaEnrolBodySchema,
  AdminMfaVerifyBodySchema,
  ReauthBodySchema,
  RecoveryCodesSchema,
} from '../contracts/admin-mfa';
import { AdminIdBodySchema } from '../contracts/admin-agencies';
import { AdminTokensSchema } from '../contracts/auth';
import { OkSchema } from '../contracts/common';
import { defineRoute } from './define';
import { errors } from './errors';

const tag = 'admin';

/** The second step of the login: a code from the app or a recovery code, with the step token. */
export const adminLoginVerify = defineRoute({
  method: 'POST',
  path: '/v2/admin/login/verify',
  who: 'public',
  tag,
  body: AdminMfaVerifyBodySchema,
  responses: { 200: AdminTokensSchema, ...errors(400, 401, 429) },
});

/** First login of an admin without a second factor: the first code confirms the offered secret. */
export const adminLoginEnrol = defineRoute({
  method: 'POST',
  path: '/v2/admin/login/enrol',
  who: 'public',
  tag,
  body: AdminMfaEnrolBodySchema,
  responses: { 200: AdminEnrolledSchema, ...errors(400, 401, 409, 429) },
});

/** The admin confirms their identity (password or code) before a dangerous action. */
export const adminReauth = defineRoute({
  method: 'POST',
  path: '/v2/admin/reauth',
  who: 'admin',
  tag,
  body: ReauthBodySchema,
  responses: { 200: OkSchema, ...errors(400, 401, 403, 429) },
});

/** New recovery codes ('rigenera codici'): the old ones stop working. */
export const adminRecoveryCodes = defineRoute({
  method: 'POST',
  path: '/v2/admin/mfa/recovery-codes',
  who: 'admin',
  reauth: true,
  tag,
  responses: { 200: RecoveryCodesSchema, ...errors(401, 403) },
});

/** The administrators and whether each has a second factor. */
export const adminAccounts = defineRoute({
  method: 'GET',
  path: '/v2/admin/admins',
  who: 'admin',
  tag,
  responses: { 200: AdminAccountsSchema, ...errors(401) },
});

/** Another admin's second factor removed (lost phone): they enrol again at their next login. */
export const adminResetMfa = defineRoute({
  method: 'POST',
  path: '/v2/admin/admins/reset-mfa',
  who: 'admin',
  reauth: true,
  tag,
  body: AdminIdBodySchema,
  responses: { 200: OkSchema, ...errors(400, 401, 403, 404) },
});
