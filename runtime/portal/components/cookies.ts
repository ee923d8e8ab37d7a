/** Reading and writing one cookie (the welcome popup's, portal §2 Shell; §9 lifetime 31536000 s). */
export function readCookie(name: string, doc: Document = document): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = doc.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number, doc: Document = document): void {
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax`;
}
