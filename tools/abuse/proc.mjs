// What the server holds, read from /proc/<pid>: resident memory and open file descriptors.
import { readdirSync, readFileSync } from 'node:fs';

export function processFigures(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return { rssMb: Math.round(rssKb / 102.4) / 10, fds: readdirSync(`/proc/${pid}/fd`).length };
  } catch {
    return { rssMb: NaN, fds: NaN }; // the process is gone
  }
}

export const describeFigures = ({ rssMb, fds }) => `RSS ${rssMb} MB, ${fds} open fds`;
