import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Eight lower-case hextets of an IPv6 address, or null when it is not one. */
function ipv6Hextets(address: string): string[] | null {
  if (!net.isIPv6(address)) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const bytes = v4[1]!.split('.').map(Number);
    const tail = [(bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!].map((n) => n.toString(16));
    text = text.slice(0, -v4[1]!.length) + tail.join(':');
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((part) => part.replace(/^0+(?=.)/, ''));
}

/** An address as one spelling: IPv4-mapped IPv6 (::ffff:1.2.3.4) as IPv4, IPv6 expanded. */
export function normaliseAddress(address: string): string {
  const hextets = ipv6Hextets(address);
  if (!hextets) return address;
  if (hextets.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [high, low] = [parseInt(hextets[6]!, 16), parseInt(hextets[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return hextets.join(':');
}

/**
 * The client's address: the socket's peer, or, when that peer is a proxy of TRUST_PROXY, the address
 * it forwards in X-Forwarded-For (the nearest one no trusted proxy added: config.trustProxy is
 * Fastify's trustProxy, so request.ip follows trusted-proxy.ts). A forged X-Forwarded-For from
 * anyone else changes nothing.
 */
export function clientAddress(request: FastifyRequest): string {
  return normaliseAddress(request.ip || 'unknown');
}

/**
 * What a rate limit counts an address as: an IPv4 address, or an IPv6 address's /64 (one subscriber
 * usually holds a whole /64 and could otherwise rotate through it).
 */
export function addressRateKey(address: string): string {
  const normalised = normaliseAddress(address);
  return net.isIPv6(normalised) ? `${normalised.split(':').slice(0, 4).join(':')}::/64` : normalised;
}
