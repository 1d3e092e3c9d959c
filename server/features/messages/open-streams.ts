// This process's open message streams, found by id, user and session: what the live events that end streams
// (sessions ended, the cap per user) and the shutdown reach for.

export interface OpenStream {
  id: string;
  userId: string;
  sessionId: string | null;
  /** Set once its row is in message_streams (only then may a missing row mean it was ended elsewhere). */
  recorded: boolean;
  send(event: string, data: unknown): void;
  /** Ends the stream; `retryMs` tells the browser when to reconnect (EventSource's `retry:`). */
  end(retryMs?: number): void;
}

export class OpenStreams {
  private readonly byId = new Map<string, OpenStream>();
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private readonly bySession = new Map<string, Set<OpenStream>>();

  get size(): number {
    return this.byId.size;
  }

  all(): OpenStream[] {
    return [...this.byId.values()];
  }

  get(id: string): OpenStream | undefined {
    return this.byId.get(id);
  }

  ofUser(userId: string): OpenStream[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  ofSession(sessionId: string): OpenStream[] {
    return [...(this.bySession.get(sessionId) ?? [])];
  }

  add(stream: OpenStream): void {
    this.byId.set(stream.id, stream);
    addTo(this.byUser, stream.userId, stream);
    if (stream.sessionId) addTo(this.bySession, stream.sessionId, stream);
  }

  delete(stream: OpenStream): void {
    this.byId.delete(stream.id);
    removeFrom(this.byUser, stream.userId, stream);
    if (stream.sessionId) removeFrom(this.bySession, stream.sessionId, stream);
  }
}

function addTo(index: Map<string, Set<OpenStream>>, key: string, stream: OpenStream) {
  index.set(key, (index.get(key) ?? new Set()).add(stream));
}

function removeFrom(index: Map<string, Set<OpenStream>>, key: string, stream: OpenStream) {
  const set = index.get(key);
  set?.delete(stream);
  if (set?.size === 0) index.delete(key);
}
