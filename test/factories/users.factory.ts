import { randomBytes } from 'node:crypto';
import type { Role } from '@/common/auth/roles';
import { User } from '@/modules/auth/entities/user.entity';
import { UsersService } from '@/modules/auth/users/users.service';
import type { TestApp } from '../support/test-app';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

export interface UserWithTokens {
  user: User;
  password: string;
  accessToken: string;
  refreshToken: string;
}

let sequence = 0;

export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}@example.com`;
}

export async function createUser(
  t: TestApp,
  overrides: Partial<{
    email: string;
    password: string;
    role: Role;
    fullName: string;
    isActive: boolean;
  }> = {},
): Promise<User> {
  return t.app.get(UsersService).create({
    email: overrides.email ?? uniqueEmail(overrides.role ?? 'editor'),
    password: overrides.password ?? DEFAULT_PASSWORD,
    role: overrides.role ?? 'editor',
    full_name: overrides.fullName ?? 'Test User',
    is_active: overrides.isActive ?? true,
  });
}

/** Logs in through the API, the way a client does (form body). */
export async function login(t: TestApp, email: string, password = DEFAULT_PASSWORD) {
  const response = await t.http
    .post('/studio/auth/login')
    .type('form')
    .send({ username: email, password });
  if (response.status !== 200)
    throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return {
    accessToken: response.body.access_token as string,
    refreshToken: response.body.refresh_token as string,
  };
}

export async function createUserWithTokens(
  t: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<UserWithTokens> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const user = await createUser(t, { ...overrides, password });
  return { user, password, ...(await login(t, user.email, password)) };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
