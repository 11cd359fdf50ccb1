// Which network addresses the server may fetch pages from: public unicast only. Everything a
// page could use to reach inside (loopback, private, link-local and the cloud metadata address,
// CGNAT, multicast, unspecified and 0.0.0.0/8, reserved; their IPv6 forms, IPv4-compatible,
// IPv4-mapped, SIIT, NAT64 (well-known and local-use prefixes), 6to4 and Teredo included) is refused.
import ipaddr from 'ipaddr.js';

export type AddressVerdict = { allowed: true; address: string; family: 4 | 6 } | { allowed: false };

/**
 * An IPv6 literal with a dotted IPv4 tail in the URL standard's hex spelling (`::127.0.0.1` →
 * `::7f00:1`), or null for any other text. ipaddr.js parses `::a.b.c.d` as `::ffff:a.b.c.d`,
 * which would let the IPv4-compatible form pass as the mapped one.
 */
function ipv6Spelling(literal: string): string | null {
  if (!literal.includes(':') || !literal.includes('.')) {
    return null;
  }
  try {
    return new URL(`http://[${literal}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/** The verdict on one address literal; `allowList` holds exact addresses a test server uses. */
export function checkAddress(raw: string, allowList: readonly string[] = []): AddressVerdict {
  const literal = raw.replace(/^\[|\]$/g, '');
  // A zone (`fe80::1%eth0`) names an interface of this machine: never a public host.
  if (literal.includes('%') || !ipaddr.isValid(literal)) {
    return { allowed: false };
  }
  let parsed = ipaddr.parse(ipv6Spelling(literal) ?? literal);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // ::/96, the deprecated IPv4-compatible form (::127.0.0.1, which the URL parser spells
    // ::7f00:1), with :: and ::1: ipaddr.js calls the hex spelling plain unicast, and some
    // stacks still route it to the IPv4 address inside. No public host lives there.
    if (v6.parts.slice(0, 6).every((part) => part === 0)) {
      return { allowed: false };
    }
    if (v6.isIPv4MappedAddress()) {
      parsed = v6.toIPv4Address();
    }
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
