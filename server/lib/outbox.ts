// Development outbox: every e-mail and SMS the app sends is also kept here (newest first) so that a developer
// or a test can read codes without a mail server. Only readable in development (GET /api/dev/outbox).

export interface OutboxEntry {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  code?: string;
  createdAt: string;
}

const MAX_ENTRIES = 500;

export class Outbox {
  private entries: OutboxEntry[] = [];

  add(entry: Omit<OutboxEntry, 'createdAt'>): void {
    this.entries.unshift({ ...entry, createdAt: new Date().toISOString() });
    if (this.entries.length > MAX_ENTRIES) this.entries.length = MAX_ENTRIES;
  }

  list(to?: string): OutboxEntry[] {
    return to ? this.entries.filter((e) => e.to.toLowerCase() === to.toLowerCase()) : [...this.entries];
  }
}
