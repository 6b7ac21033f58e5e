/**
 * Usage analytics of one organization for the admin page's Analytics tab. Every figure is read
 * from the database (and the files on disk for storage) through the feature that owns it (chat
 * messages, sign-ins in the audit log, accounts, RCA requests) and always filtered by the admin's organization;
 * days are UTC calendar days, the last `days` of them with today included.
 */
import type { DailyCount, UsageAnalytics } from '@ai-analyst/contract';
import { accountsOf } from '../auth/accounts';
import { signInsSince } from '../audit/queries';
import { assistantToolCalls, messagesBySender } from '../chat/usage';
import type { Database } from '../platform/db/client';
import { investigatorsSince, runsByDayAndStatus } from '../rca/usage';
import type { FileStorage } from '../files/storage';

const DAY_MS = 86_400_000;
/** The storage chart lists this many of the biggest users. */
const STORAGE_TOP_USERS = 20;

/** The first instant of the window and the list of its dates, oldest first. */
export function analyticsWindow(days: number, now: Date): { start: Date; dates: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (days - 1) * DAY_MS;
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { start: new Date(start), dates };
}

/** One entry per date of the window, zero where nothing happened. */
function fillDays(dates: string[], counts: Map<string, number>): DailyCount[] {
  return dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

export class UsageAnalyticsService {
  constructor(
    private readonly db: Database,
    private readonly files: FileStorage,
  ) {}

  async forOrganization(organizationId: string, days: number, now = new Date()): Promise<UsageAnalytics> {
    const { start, dates } = analyticsWindow(days, now);
    const [senders, otherActivity, rca, storage, toolCalls] = await Promise.all([
      messagesBySender(this.db, organizationId, start),
      this.signInsAndInvestigations(organizationId, start),
      this.rcaRuns(organizationId, start),
      this.storageByUser(organizationId),
      assistantToolCalls(this.db, organizationId, start),
    ]);
    const messagesPerDay = new Map<string, number>();
    const activeUsers = new Map<string, Set<string>>();
    const markActive = (day: string, userId: string) => {
      const ids = activeUsers.get(day) ?? new Set<string>();
      ids.add(userId);
      activeUsers.set(day, ids);
    };
    for (const { day, userId, n } of senders) {
      messagesPerDay.set(day, (messagesPerDay.get(day) ?? 0) + n);
      markActive(day, userId);
    }
    for (const { day, userId } of otherActivity) if (userId) markActive(day, userId);
    const finished = rca.completed + rca.failed;
    return {
      days,
      from: dates[0] ?? '',
      to: dates[dates.length - 1] ?? '',
      messages_per_day: fillDays(dates, messagesPerDay),
      active_users_per_day: fillDays(dates, new Map([...activeUsers].map(([date, ids]) => [date, ids.size]))),
      rca: {
        runs: rca.runs,
        completed: rca.completed,
        failed: rca.failed,
        success_rate: finished ? rca.completed / finished : 0,
        per_day: fillDays(dates, rca.perDay),
      },
      storage_by_user: storage,
      tool_calls: toolCalls,
      tool_calls_source: 'assistant_messages',
    };
  }

  /**
   * The other ways a user is active on a day: signing in or creating an RCA request. A user counts
   * once per day however much they did.
   */
  private async signInsAndInvestigations(organizationId: string, start: Date) {
    const [signIns, investigators] = await Promise.all([
      signInsSince(this.db, organizationId, start),
      investigatorsSince(this.db, organizationId, start),
    ]);
    return [...signIns, ...investigators];
  }

  /**
   * RCA runs started in the window (a request never started is not a run). The success rate is
   * over finished runs: completed / (completed + failed); cancelled and running ones are left out.
   */
  private async rcaRuns(organizationId: string, start: Date) {
    const rows = await runsByDayAndStatus(this.db, organizationId, start);
    const perDay = new Map<string, number>();
    let runs = 0;
    let completed = 0;
    let failed = 0;
    for (const row of rows) {
      runs += row.n;
      if (row.status === 'completed') completed += row.n;
      if (row.status === 'failed') failed += row.n;
      perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.n);
    }
    return { runs, completed, failed, perDay };
  }

  /** Bytes in each user's files today (the disk is the truth), biggest first; empty folders left out. */
  private async storageByUser(organizationId: string) {
    const members = await accountsOf(this.db, organizationId);
    const sized = await Promise.all(
      members.map(async (m) => ({
        username: m.username,
        bytes: await this.files.usedBytes({ organizationId, userId: m.id }),
      })),
    );
    return sized
      .filter((u) => u.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes || a.username.localeCompare(b.username))
      .slice(0, STORAGE_TOP_USERS);
  }
}
