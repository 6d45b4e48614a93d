import { BlockList, isIP } from 'node:net';

/**
 * `OPS_ALLOW_CIDRS`: comma-separated addresses or CIDRs (IPv4 or IPv6) allowed to reach the operator API. null when
 * unset or empty (no restriction). A malformed entry throws at start-up, never silently allows everyone.
 */
export function parseCidrs(value: string | undefined): BlockList | null {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefixText] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`OPS_ALLOW_CIDRS: "${entry}" is not an address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefixText === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
      throw new Error(`OPS_ALLOW_CIDRS: "${entry}" has a bad prefix length`);
    }
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** Whether a client address is in the list; an IPv4-mapped IPv6 address (::ffff:10.0.0.1) counts as its IPv4. */
export function addressAllowed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
