// Every table of the server, gathered for the typed Drizzle client and for drizzle-kit.
// Each feature owns its tables in its own `tables.ts`; add new ones here.
export * from '../../organizations/tables';
export * from '../../auth/tables';
export * from '../../contact/tables';
export * from '../../audit/tables';
export * from './system-tables';
export * from '../../data-sources/tables';
export * from '../../jobs/tables';
export * from '../../chat/tables';
export * from '../../rca/tables';
export * from '../../mcp/tables';
export * from '../../connections/tables';
