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
