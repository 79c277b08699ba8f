import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { AppModule } from '../app.module';
import { ROLES, Role } from '../common/auth/roles';
import { AppError } from '../common/errors';
import { loadConfig } from '../config/app-config';
import { resolveDatabase } from '../database/resolve-database';
import { UsersService } from '../modules/auth/users/users.service';

const USAGE =
  'Usage: npm run user:create -- --email E --password P --role admin|editor [--name "Full Name"]';

/** Creates a studio user from the shell, with the same validation and hashing as the API. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'editor' },
      name: { type: 'string' },
    },
  });
  const { email, password, role, name } = values;
  if (!email || !password || !ROLES.includes(role as Role)) throw new Error(USAGE);
  if (password.length < 8) throw new Error('The password must be at least 8 characters.');

  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  });
  const database = await resolveDatabase(config);
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, database: { url: database.url } }),
    { logger: ['error', 'warn'] },
  );
  try {
    const user = await app.get(UsersService).create({
      email,
      password,
      role: role as Role,
      full_name: name ?? email.split('@')[0],
    });
    console.log(`Created ${user.role} ${user.email} (${user.id})`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof AppError || error instanceof Error ? error.message : String(error),
  );
  process.exit(1);
});
