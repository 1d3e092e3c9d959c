// One audit trail for admin actions: who did what to which thing, with the details that matter to read it later.
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  actorId: string;
  /** Verb-first and dotted, e.g. 'exchange_rate.set'. */
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes inside the caller's transaction when given one, so the action and its record stand or fall together. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  });
}
