import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/**
 * The client address as counted: IPv4 as it is (also when written IPv4-mapped), IPv6 by its
 * /64 network, since one subscriber line holds a whole /64.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = new Address6(ip);
  if (address.is4()) return address.to4().correctForm();
  return new Address6(`${address.correctForm()}/64`).startAddress().correctForm();
}
