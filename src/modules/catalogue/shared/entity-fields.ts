const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * The fields of a validated create/update DTO as entity properties (`hero_image_url` →
 * `heroImageUrl`), leaving out what the request did not send and the keys listed in `omit`
 * (those the service handles itself). DTOs are whitelisted, so only known fields get here.
 */
export function entityFields<T>(dto: object, omit: readonly string[] = []): Partial<T> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(dto)) {
    if (value !== undefined && !omit.includes(key)) result[camel(key)] = value;
  }
  return result as Partial<T>;
}
