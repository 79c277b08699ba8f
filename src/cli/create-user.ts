import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { parseArgs } from 'node:util';
import { ROLES, Role } from '../common/auth/roles';
import { flattenValidationErrors } from '../common/validation';
import { CreateUserDto } from '../modules/auth/dto/create-user.dto';
import { UsersService } from '../modules/auth/users/users.service';
import { runCli, withAppContext } from './cli-context';

const cliName = (field: string) => (field === 'full_name' ? 'name' : field);

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
  // The same rules as POST /studio/users.
  const input = plainToInstance(CreateUserDto, {
    email,
    password,
    role,
    full_name: name ?? email.split('@')[0],
  });
  const problems = flattenValidationErrors(await validate(input));
  if (problems.length > 0) {
    throw new Error(problems.map((p) => `--${cliName(p.field)} ${p.message}`).join('\n'));
  }

  const user = await withAppContext((app) => app.get(UsersService).create(input));
  console.log(`Created ${user.role} ${user.email} (${user.id})`);
}

runCli(main);
