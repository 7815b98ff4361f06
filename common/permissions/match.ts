// Permission strings are colon-separated segments (area:resource:action), spec section 6.
// A '*' segment in the granted string matches any one segment at its position; when it is the granted
// string's last segment it also matches everything after it ('system:*' covers 'system:users:read' and
// 'system:users:read:extra'; '*' alone covers everything). A '*' in the middle ('sales-orders:*:read')
// matches exactly one segment. Otherwise segments must be equal and the segment counts the same.
// An empty granted or required string never matches; an empty grant list fails every check.

const WILDCARD = "*";

export function permissionMatches(granted: string, required: string): boolean {
  if (granted === "" || required === "") return false;
  const grantedSegments = granted.split(":");
  const requiredSegments = required.split(":");
  const last = grantedSegments.length - 1;

  for (let i = 0; i <= last; i++) {
    if (i >= requiredSegments.length) return false;
    const segment = grantedSegments[i];
    if (segment === WILDCARD) {
      if (i === last) return true;
      continue;
    }
    if (segment !== requiredSegments[i]) return false;
  }
  return grantedSegments.length === requiredSegments.length;
}

export function hasPermission(granted: readonly string[], required: string): boolean {
  return granted.some((permission) => permissionMatches(permission, required));
}
