/**
 * Reads a create request (fields and/or a connection URL) into connection settings, with plain
 * 400s for what is missing or malformed.
 */
import type { CreateConnectionRequest } from '@ai-analyst/contract';
import { badRequest } from '../platform/errors';

export type ConnectionInput = {
  name: string;
  engine: 'postgres' | 'mysql';
  host: string;
  port: number;
  database: string;
  user: string;
  password: string | undefined;
  tls: 'disable' | 'require' | 'verify';
  tlsCa: string | undefined;
  allowedSchemas: string[];
  allowedTables: string[];
};

const DEFAULT_PORT = { postgres: 5432, mysql: 3306 } as const;

const SCHEMES: Record<string, 'postgres' | 'mysql'> = {
  'postgres:': 'postgres',
  'postgresql:': 'postgres',
  'mysql:': 'mysql',
  'mariadb:': 'mysql',
};

function fromUrl(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest(
      'The connection URL is not a URL (expected postgres://user:password@host:5432/database).',
      'invalid_connection_url',
    );
  }
  const engine = SCHEMES[parsed.protocol];
  if (!engine)
    throw badRequest(
      'The connection URL must start with postgres://, postgresql://, mysql:// or mariadb://.',
      'invalid_connection_url',
    );
  const sslmode = parsed.searchParams.get('sslmode') ?? parsed.searchParams.get('ssl-mode');
  const tls = !sslmode
    ? undefined
    : /^(disable|allow|prefer)$/i.test(sslmode)
      ? ('disable' as const)
      : /^verify/i.test(sslmode)
        ? ('verify' as const)
        : ('require' as const);
  return {
    engine,
    host: parsed.hostname.replace(/^\[|\]$/g, '') || undefined,
    port: parsed.port ? Number(parsed.port) : undefined,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || undefined,
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    tls,
  };
}

export function readConnectionInput(input: CreateConnectionRequest & { name: string }): ConnectionInput {
  const url = input.url ? fromUrl(input.url) : undefined;
  const engine = input.engine ?? url?.engine;
  if (!engine)
    throw badRequest(
      'Choose the database engine (postgres or mysql), or give a connection URL.',
      'engine_required',
    );
  if (url && input.engine && url.engine !== input.engine)
    throw badRequest(
      `The URL is for ${url.engine} but the engine chosen is ${input.engine}.`,
      'engine_mismatch',
    );
  const host = input.host ?? url?.host;
  const database = input.database ?? url?.database;
  const user = input.user ?? url?.user;
  const missing = [!host && 'host', !database && 'database', !user && 'user'].filter(Boolean);
  if (missing.length > 0 || !host || !database || !user)
    throw badRequest(
      `Missing ${missing.join(', ')}: fill the field${missing.length > 1 ? 's' : ''} or give them in the URL.`,
      'connection_incomplete',
    );
  const tls = input.tls !== 'disable' ? (input.tls ?? 'disable') : (url?.tls ?? 'disable');
  return {
    name: input.name,
    engine,
    host,
    port: input.port ?? url?.port ?? DEFAULT_PORT[engine],
    database,
    user,
    password: input.password ?? url?.password,
    tls,
    tlsCa: input.tls_ca,
    allowedSchemas: input.allowed_schemas ?? [],
    allowedTables: input.allowed_tables ?? [],
  };
}
