/**
 * Where the server may connect on behalf of an organization that added an MCP server by URL.
 *
 * Servers added by organizations other than the operator's may reach public addresses only: not
 * loopback, this host's own addresses, private, link-local, shared (carrier-grade NAT),
 * documentation, multicast or reserved ranges, in IPv4 or IPv6 (IPv4-mapped IPv6 addresses count
 * as their IPv4 address). The host name is resolved and every address it resolves to is checked;
 * the connection is then made to the checked address itself (the lookup of the connection is the
 * checked one), so a name that resolves to a public address at check time and to 127.0.0.1 a
 * moment later (DNS rebinding) cannot slip through. Redirects are never followed by fetch itself:
 * each hop is a new request through the same checks.
 *
 * The operator may allow hosts that would otherwise be refused (MCP_ALLOWED_HOSTS): host names
 * (`mcp.internal`, `mcp.internal:8080`, `*.corp.example`) or addresses and ranges (`10.1.2.3`,
 * `10.20.0.0/16`, `fd00:1::/64`).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import os from 'node:os';
import { Agent, fetch as undiciFetch } from 'undici';

/** An outgoing connection refused because of where it leads; the message is ours, for users. */
export class AddressNotAllowedError extends Error {
  readonly code = 'ADDRESS_NOT_ALLOWED';
  constructor(message: string) {
    super(message);
    this.name = 'AddressNotAllowedError';
  }
}

type Range = { address: string; prefix: number; family: 'ipv4' | 'ipv6'; label: string };

/** Ranges a non-operator organization's server may not reach, with the word a user sees. */
const REFUSED: Range[] = [
  ['0.0.0.0', 8, 'an unspecified ("this network") address'],
  ['10.0.0.0', 8, 'a private network address'],
  ['100.64.0.0', 10, 'a shared (carrier-grade NAT) address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['169.254.0.0', 16, 'a link-local address'],
  ['172.16.0.0', 12, 'a private network address'],
  ['192.0.0.0', 24, 'a reserved address'],
  ['192.0.2.0', 24, 'a documentation address'],
  ['192.88.99.0', 24, 'a reserved address'],
  ['192.168.0.0', 16, 'a private network address'],
  ['198.18.0.0', 15, 'a benchmarking address'],
  ['198.51.100.0', 24, 'a documentation address'],
  ['203.0.113.0', 24, 'a documentation address'],
  ['224.0.0.0', 4, 'a multicast address'],
  ['240.0.0.0', 4, 'a reserved address'],
]
  .map(([address, prefix, label]) => ({ address, prefix, label, family: 'ipv4' }) as Range)
  .concat(
    [
      // ::/96 holds the unspecified address, loopback and the deprecated IPv4-compatible ones.
      ['::', 96, 'a loopback or unspecified address'],
      ['64:ff9b::', 96, 'a NAT64 address'],
      ['64:ff9b:1::', 48, 'a NAT64 address'],
      ['100::', 64, 'a discard address'],
      ['2001::', 23, 'a reserved address'],
      ['2001:db8::', 32, 'a documentation address'],
      ['2002::', 16, 'a 6to4 address'],
      ['fc00::', 7, 'a private network (unique local) address'],
      ['fe80::', 10, 'a link-local address'],
      ['fec0::', 10, 'a site-local address'],
      ['ff00::', 8, 'a multicast address'],
    ].map(([address, prefix, label]) => ({
      address: address as string,
      prefix: prefix as number,
      label: label as string,
      family: 'ipv6' as const,
    })),
  );

const refusedLists = REFUSED.map((range) => {
  const list = new BlockList();
  list.addSubnet(range.address, range.prefix, range.family);
  return { list, label: range.label };
});

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Why an address may not be reached, or null when it is a public one. */
export function refusedAddress(address: string): string | null {
  if (isIP(address) === 0) return 'not an IP address';
  const family = familyOf(address);
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is checked by the IPv4 rules by BlockList itself.
  for (const { list, label } of refusedLists) if (list.check(address, family)) return label;
  if (ownAddresses().check(address, family)) return 'an address of this server';
  return null;
}

/** The addresses of this host's network interfaces: the app itself, whatever the address. */
function ownAddresses(): BlockList {
  const list = new BlockList();
  for (const entries of Object.values(os.networkInterfaces()))
    for (const entry of entries ?? [])
      list.addAddress(entry.address.split('%')[0] as string, entry.family === 'IPv6' ? 'ipv6' : 'ipv4');
  return list;
}

export type HostRules = {
  /** Host names, optionally with a port; `*.example.com` matches its subdomains. */
  names: { host: string; port: string | null; wildcard: boolean }[];
  /** Addresses and ranges. */
  ranges: BlockList;
};

/** Parses MCP_ALLOWED_HOSTS: comma-separated names, name:port, *.domain, addresses or ranges. */
export function parseHostRules(entries: readonly string[]): HostRules {
  const rules: HostRules = { names: [], ranges: new BlockList() };
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    const cidr = /^(.+)\/(\d{1,3})$/.exec(entry);
    if (cidr && isIP(cidr[1] as string)) {
      const address = cidr[1] as string;
      rules.ranges.addSubnet(address, Number(cidr[2]), familyOf(address));
      continue;
    }
    const bare = entry.replace(/^\[(.*)\]$/, '$1');
    if (isIP(bare)) {
      rules.ranges.addAddress(bare, familyOf(bare));
      continue;
    }
    const withPort = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(entry);
    const host = (withPort ? (withPort[1] as string) : entry).replace(/^\[(.*)\]$/, '$1');
    const wildcard = host.startsWith('*.');
    rules.names.push({ host: wildcard ? host.slice(1) : host, port: withPort?.[2] ?? null, wildcard });
  }
  return rules;
}

export type OutboundPolicy =
  /** Anything the URL names (the operator's own organization). */
  | { kind: 'open' }
  /** Public addresses, plus the operator's allowed hosts. */
  | { kind: 'public'; allowed: HostRules };

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

function hostAllowed(url: URL, rules: HostRules): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return rules.names.some(
    (rule) =>
      (rule.wildcard ? host.endsWith(rule.host) && host.length > rule.host.length : host === rule.host) &&
      (rule.port === null || rule.port === defaultPort(url)),
  );
}

/** Refuses an address unless the operator allowed it; the message names the host and why. */
function checkAddress(host: string, address: string, rules: HostRules): void {
  if (rules.ranges.check(address, familyOf(address))) return;
  const why = refusedAddress(address);
  if (why === null) return;
  const shown = host === address ? address : `${host} (${address})`;
  throw new AddressNotAllowedError(
    `${shown} is ${why}; MCP servers added by your organization may only be reached at public addresses. ` +
      'Ask the administrator of this installation to allow this host if it is needed.',
  );
}

/** Resolves a name to all its addresses (node:dns by default; tests pass their own). */
export type Resolver = (
  hostname: string,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolver: Resolver = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

/**
 * A DNS lookup that refuses the whole name if any of its addresses may not be reached. It is the
 * lookup of the connection itself, so the socket connects to an address it has just checked.
 */
function checkedLookup(rules: HostRules, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, '', 0);
      try {
        if (addresses.length === 0) throw new Error(`${hostname} has no address`);
        for (const { address } of addresses) checkAddress(hostname, address, rules);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fetch for one MCP server that goes only where `policy` allows: the URL's host is checked
 * before each request (an address literal directly; a name by the checked lookup of the
 * connection, which then connects to the very addresses that were checked), and fetch never
 * follows a redirect by itself, so every hop comes back through this function.
 */
export function outboundFetch(
  policy: OutboundPolicy,
  options: { resolve?: Resolver; connectTimeoutMs?: number } = {},
): { fetch: FetchLike; close: () => Promise<void> } {
  if (policy.kind === 'open') return { fetch: (url, init) => fetch(url, init), close: async () => undefined };
  const rules = policy.allowed;
  const agent = new Agent({
    connect: {
      lookup: checkedLookup(rules, options.resolve ?? systemResolver),
      timeout: options.connectTimeoutMs ?? 10_000,
    },
  });
  const open = new Agent();
  const guarded: FetchLike = async (input, init) => {
    const url = new URL(String(input));
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new AddressNotAllowedError(`${url.protocol} URLs are not allowed for MCP servers`);
    const allowedByName = hostAllowed(url, rules);
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!allowedByName && isIP(literal)) checkAddress(literal, literal, rules);
    const redirect = init?.redirect === 'error' ? 'error' : 'manual';
    const response = await undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      redirect,
      dispatcher: allowedByName ? open : agent,
    });
    return response as unknown as Response;
  };
  return {
    fetch: guarded,
    close: async () => {
      await Promise.all([agent.close(), open.close()]);
    },
  };
}
