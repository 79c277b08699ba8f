type TransformArgs = { value: unknown };

/** Query strings to integers, strictly: '12' → 12; '1.5', '', 'abc' stay as they are and fail validation. */
export const toInteger = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value;

/** Query strings to booleans: only 'true' and 'false'; anything else fails validation. */
export const toBoolean = ({ value }: TransformArgs): unknown => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
};

export const trim = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' ? value.trim() : value;

export const trimLower = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/**
 * A query value as a list: `a,b`, or the parameter repeated (`a&x=b`), entries trimmed, empty
 * ones dropped. Anything but strings stays as it is and fails validation.
 */
export const toList = ({ value }: TransformArgs): unknown => {
  const parts: unknown[] = Array.isArray(value) ? value : [value];
  if (!parts.every((part): part is string => typeof part === 'string')) return value;
  return parts
    .flatMap((part) => part.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
};
