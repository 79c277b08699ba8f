import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The application's notion of "now". Code whose outcome depends on time (session lifetimes, SSO
 * state expiry) asks this instead of `Date.now()`, and passes the value to SQL instead of
 * `now()`, so a test can replace it with a clock it moves by hand.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** Makes {@link Clock} injectable everywhere. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
