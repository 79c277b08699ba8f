import { Role } from '@/common/auth/roles';
import { OidcConfig } from '@/config/app-config';

/** Claims larger than these are refused rather than stored or compared at length. */
const MAX_GROUPS = 1000;
const MAX_GROUP_LENGTH = 500;

/** The groups claim as strings; undefined when it is too large to be a real one. */
export function groupsOf(value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  if (list.length > MAX_GROUPS) return undefined;
  const groups = list.filter((group): group is string => typeof group === 'string');
  if (groups.some((group) => group.length > MAX_GROUP_LENGTH)) return undefined;
  return groups;
}

/** The highest role any of the groups maps to (admin over editor); undefined when none maps. */
export function roleFor(oidc: Pick<OidcConfig, 'roleMap'>, groups: string[]): Role | undefined {
  const roles = new Set(
    oidc.roleMap.filter((entry) => groups.includes(entry.group)).map((entry) => entry.role),
  );
  if (roles.has('admin')) return 'admin';
  if (roles.has('editor')) return 'editor';
  return undefined;
}
