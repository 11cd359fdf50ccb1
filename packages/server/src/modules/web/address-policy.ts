// Which network addresses the server may fetch pages from: public unicast only. Everything a
// page could use to reach inside (loopback, private, link-local and the cloud metadata address,
// CGNAT, multicast, unspecified, reserved; their IPv6 forms, IPv4-mapped, NAT64, 6to4 and Teredo
// included) is refused.
import ipaddr from 'ipaddr.js';

export type AddressVerdict = { allowed: true; address: string; family: 4 | 6 } | { allowed: false };

/** The verdict on one address literal; `allowList` holds exact addresses a test server uses. */
export function checkAddress(raw: string, allowList: readonly string[] = []): AddressVerdict {
  const literal = raw.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(literal)) {
    return { allowed: false };
  }
  let parsed = ipaddr.parse(literal);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const address = parsed.toString();
  const family = parsed.kind() === 'ipv4' ? 4 : 6;
  if (allowList.some((allowed) => ipaddr.isValid(allowed) && ipaddr.parse(allowed).toString() === address)) {
    return { allowed: true, address, family };
  }
  // ipaddr.js names every special range; only plain unicast is a public host.
  return parsed.range() === 'unicast' ? { allowed: true, address, family } : { allowed: false };
}

/** True when the host is an IP literal (after the URL parser normalised decimal, octal and hex forms). */
export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[|\]$/g, ''));
}
