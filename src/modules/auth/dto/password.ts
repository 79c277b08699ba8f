import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/**
 * Passwords of the required length that lead every published list of leaked passwords, compared
 * without regard to case (NIST SP 800-63B asks for such a blocklist instead of composition rules).
 */
const COMMON_PASSWORDS = new Set([
  '00000000',
  '11111111',
  '12341234',
  '12344321',
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '123123123',
  '123456123',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  '87654321',
  '88888888',
  '987654321',
  '99999999',
  'aa123456',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'admin123',
  'administrator',
  'asdfasdf',
  'asdfghjk',
  'asdfghjkl',
  'baseball',
  'changeit',
  'changeme',
  'changeme123',
  'computer',
  'corvette',
  'default1',
  'dragon123',
  'football',
  'forever1',
  'iloveyou',
  'iloveyou1',
  'jennifer',
  'jordan23',
  'letmein1',
  'letmein123',
  'michelle',
  'mustang1',
  'password',
  'password!',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'princess',
  'qwer1234',
  'qwerty12',
  'qwerty123',
  'qwerty1234',
  'qwertyui',
  'qwertyuiop',
  'starwars',
  'sunshine',
  'superman',
  'trustno1',
  'welcome1',
  'welcome123',
  'whatever',
  'zaq12wsx',
]);

/** Whether a password is one of the most common ones (case aside), however long it is. */
export const isCommonPassword = (password: string): boolean =>
  COMMON_PASSWORDS.has(password.toLowerCase());

/**
 * The rule every new password follows, the bootstrap admin's (ADMIN_PASSWORD) included:
 * 8-200 characters and not a common password (NIST SP 800-63B: length and a blocklist, no
 * composition rules).
 */
export function PasswordRule(): PropertyDecorator {
  return applyDecorators(
    IsString(),
    MinLength(PASSWORD_MIN, { message: `must be at least ${PASSWORD_MIN} characters` }),
    MaxLength(PASSWORD_MAX, { message: `must be at most ${PASSWORD_MAX} characters` }),
    ValidateBy({
      name: 'isNotCommonPassword',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
        defaultMessage: () => 'must not be a commonly used password',
      },
    }),
  );
}

/** A new password in a request body ({@link PasswordRule}). */
export function IsNewPassword(options: { required?: boolean } = {}): PropertyDecorator {
  const required = options.required !== false;
  return applyDecorators(
    ...(required ? [] : [IsOptional()]),
    PasswordRule(),
    (required ? ApiProperty : ApiPropertyOptional)({
      type: String,
      format: 'password',
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      writeOnly: true,
      description: 'At least 8 characters; a commonly used password is refused.',
    }),
  );
}
