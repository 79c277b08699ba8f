import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting (46 MiB, 1 iteration, 1 lane), as strong as its
 * 19 MiB / 2-iteration alternative for about the same time. The size matters to memory: glibc
 * keeps a freed block of up to 32 MiB in the freeing thread's malloc arena, so every libuv thread
 * that had hashed at 19 MiB held those 19 MiB for good; a block above 32 MiB is always returned to the system when freed
 * (docs/performance.md, "Memory").
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  // Verified against when the e-mail is unknown, so both paths cost the same time.
  private readonly decoy = argon2.hash('decoy-password-for-timing', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }

  /** Whether a stored hash was made with other parameters than `hash` uses now. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, OPTIONS);
    } catch {
      return false;
    }
  }
}
