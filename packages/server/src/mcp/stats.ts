/**
 * Tool statistics: running totals per organization and tool (calls, errors, total duration),
 * bumped by one upsert after every run — from the call API, the assistant and our MCP endpoint.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ToolStatistics } from '@ai-analyst/contract/mcp';
import type { Database } from '../platform/db/client';
import { mcpToolStats } from './tables';

export type RunOutcome = { organizationId: string; name: string; ok: boolean; durationMs: number };

export const NO_STATISTICS: ToolStatistics = {
  calls: 0,
  errors: 0,
  mean_duration_ms: null,
  last_called_at: null,
};

export class ToolStatisticsStore {
  constructor(
    private readonly db: Database,
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {}

  /** Counts one run. Counting must never fail the run itself, so a failure is only logged. */
  async record(run: RunOutcome): Promise<void> {
    const duration = Math.max(0, Math.round(run.durationMs));
    const error = run.ok ? 0 : 1;
    try {
      await this.db
        .insert(mcpToolStats)
        .values({
          organizationId: run.organizationId,
          toolName: run.name,
          calls: 1,
          errors: error,
          totalDurationMs: duration,
          lastCalledAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [mcpToolStats.organizationId, mcpToolStats.toolName],
          set: {
            calls: sql`${mcpToolStats.calls} + 1`,
            errors: sql`${mcpToolStats.errors} + ${error}`,
            totalDurationMs: sql`${mcpToolStats.totalDurationMs} + ${duration}`,
            lastCalledAt: sql`now()`,
          },
        });
    } catch (err) {
      this.log.warn({ err, tool: run.name }, 'could not record a tool run');
    }
  }

  /** Every tool's totals in one organization, by tool name. */
  async forOrganization(organizationId: string): Promise<Map<string, ToolStatistics>> {
    const rows = await this.db
      .select()
      .from(mcpToolStats)
      .where(eq(mcpToolStats.organizationId, organizationId));
    return new Map(rows.map((row) => [row.toolName, present(row)]));
  }

  async forTool(organizationId: string, name: string): Promise<ToolStatistics> {
    const [row] = await this.db
      .select()
      .from(mcpToolStats)
      .where(and(eq(mcpToolStats.organizationId, organizationId), eq(mcpToolStats.toolName, name)));
    return row ? present(row) : NO_STATISTICS;
  }
}

function present(row: typeof mcpToolStats.$inferSelect): ToolStatistics {
  return {
    calls: row.calls,
    errors: row.errors,
    mean_duration_ms: row.calls > 0 ? Math.round((row.totalDurationMs / row.calls) * 10) / 10 : null,
    last_called_at: row.lastCalledAt?.toISOString() ?? null,
  };
}
