// Login rate limit: after 5 failed attempts for one e-mail + IP within 60 s, answer 429.
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly maxAttempts = 5,
    private readonly windowMs = 60_000,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait when the key is locked out, else 0. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.maxAttempts) return 0;
    const oldest = list[list.length - this.maxAttempts] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    // Bound the memory: drop every expired entry when the map grows large.
    if (this.failures.size > 10_000) for (const other of [...this.failures.keys()]) this.recent(other);
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
