// One direction of a kitchen's line: a token bucket that every connection draws from, first come
// first served, so a 1.5 MB upload and a small JSON request share 100 kB/s as they do on a real
// shared uplink. Waiters ask for small slices (sliceBytes()), so connections interleave. Tokens may
// go into debt by one slice: over any second the rate holds to within a slice.

export class TokenBucket {
  /** @param {number} bytesPerSecond Infinity = unthrottled */
  constructor(bytesPerSecond) {
    this.rate = bytesPerSecond;
    this.tokens = 0;
    this.last = performance.now();
    this.waiters = [];
    this.timer = null;
  }

  /** The slice a sender should ask for at the current rate: about 1/20 s of the line. */
  sliceBytes() {
    if (this.rate === Infinity) return 64 * 1024;
    return Math.min(16 * 1024, Math.max(256, Math.floor(this.rate / 20)));
  }

  /** Resolves when `bytes` may cross the line. */
  take(bytes) {
    if (this.rate === Infinity && this.waiters.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push({ bytes, resolve });
      this.#serve();
    });
  }

  setRate(bytesPerSecond) {
    this.#refill();
    this.rate = bytesPerSecond;
    if (this.tokens > 0) this.tokens = 0; // no burst saved up at the old rate
    this.#serve();
  }

  /** Lets every waiter go (used when the network closes). */
  drain() {
    clearTimeout(this.timer);
    this.timer = null;
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }

  #refill() {
    const now = performance.now();
    if (this.rate !== Infinity) {
      // At most 50 ms of line is saved up while nobody sends: an idle line has no burst.
      this.tokens = Math.min(this.tokens + ((now - this.last) / 1000) * this.rate, this.rate / 20);
    }
    this.last = now;
  }

  #serve() {
    clearTimeout(this.timer);
    this.timer = null;
    if (this.rate === Infinity) return this.drain();
    this.#refill();
    while (this.waiters.length > 0 && this.tokens >= 0) {
      const waiter = this.waiters.shift();
      this.tokens -= waiter.bytes;
      waiter.resolve();
    }
    if (this.waiters.length > 0 && this.rate > 0) {
      const waitMs = Math.max(1, (-this.tokens / this.rate) * 1000);
      this.timer = setTimeout(() => this.#serve(), waitMs);
    }
  }
}
