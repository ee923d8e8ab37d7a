/**
 * What counts as this machine: 127.0.0.0/8 and ::1 (IPv4-mapped forms included, as a dual-stack
 * socket reports them). The developer tools answer only such peers and exist only for such a
 * PUBLIC_URL (docs/decisions.md "Developer tools only on loopback").
 */
import net from 'node:net';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a socket's peer address is loopback; an unknown address (closed socket) is not. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = net.isIP(address);
  return family !== 0 && loopback.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether a URL's host is this machine: localhost, 127.x.x.x or [::1]. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost') return true;
  return isLoopbackAddress(host.startsWith('[') ? host.slice(1, -1) : host);
}
