/** What crossed the kitchen network since it started or since the last resetCounters(). */
export interface KitchenNetworkCounters {
  /** Client -> server bytes that crossed the uplink (every connection, websockets included). */
  bytesUp: number;
  /** Server -> client bytes that crossed the downlink. */
  bytesDown: number;
  /** Connections accepted. */
  connections: number;
  /** Every HTTP request seen on the uplink, in order, with the bytes of it that crossed (head and body). */
  requests: { line: string; bytesUp: number; at: number; stalled: boolean }[];
}

/** 'hang': the Wi-Fi is up, the internet is gone; 'refuse': connections are closed at once. */
export type KitchenOutage = 'hang' | 'refuse' | null;

export interface KitchenNetwork {
  /** Where the browser connects: http://localhost:<port>. */
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** One token bucket shared by every connection, client -> server; Infinity = unthrottled. */
  setUplink(bytesPerSecond: number): void;
  /** The same, server -> client. */
  setDownlink(bytesPerSecond: number): void;
  setOutage(mode: KitchenOutage): void;
  outage(): KitchenOutage;
  /** Answers to requests whose line ("POST /path HTTP/1.1") matches stop after their headers until the pattern stops matching; null = off. */
  stallAnswers(pattern: RegExp | null): void;
  /** Destroys every open connection now, websockets included: a blip. */
  cutConnections(): void;
  openConnections(): number;
  counters(): KitchenNetworkCounters;
  resetCounters(): void;
  /** Closes the listener and every connection. */
  close(): Promise<void>;
}

export interface KitchenNetworkOptions {
  target: { host?: string; port: number };
  /** 0 (the default) picks a free port. */
  port?: number;
  uplinkBytesPerSecond?: number;
  downlinkBytesPerSecond?: number;
}

export declare function startKitchenNetwork(options: KitchenNetworkOptions): Promise<KitchenNetwork>;
