import { z } from 'zod';
import { AgencySchema } from './agency';
import { IdSchema } from './common';
import { LIMITS } from '../domain/limits';
import { PASSWORD_MESSAGES } from '../domain/password';

export { COOKIE } from '../cookies';

export const LoginBodySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Inserisci l’e-mail')
    .max(LIMITS.email)
    .pipe(z.email('E-mail non valida')),
  password: z.string().min(1, PASSWORD_MESSAGES.required).max(LIMITS.password),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** POST /v2/{product}/user/user_login */
export const UserLoginResponseSchema = z.object({ token: z.string(), agenzia: AgencySchema });
export type UserLoginResponse = z.infer<typeof UserLoginResponseSchema>;

export const AdminSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
});
export type Admin = z.infer<typeof AdminSchema>;

/** POST /v2/admin/login and POST /v2/admin/refresh */
export const AdminTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  admin: AdminSchema,
});
export type AdminTokens = z.infer<typeof AdminTokensSchema>;

/** Lifetimes (seconds). The agency token lives as long as its 1-day cookie. */
export const TOKEN_TTL = {
  user: 24 * 60 * 60,
  adminAccess: 15 * 60,
  adminRefresh: 7 * 24 * 60 * 60,
} as const;
