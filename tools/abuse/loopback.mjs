// Many client addresses on one machine: Linux routes all of 127.0.0.0/8 to the loopback interface,
// so a socket bound to 127.x.y.z (`localAddress`) is a client at that address. Attackers take
// 127.1.*.*/127.2.*.*, the chefs 127.9.0.*.

/** The `index`-th address of a block (`block` 1-8 for attacks, 9 for chefs). */
export const loopback = (block, index) => `127.${block}.${(index >> 8) & 255}.${(index & 255) + 1}`;

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
