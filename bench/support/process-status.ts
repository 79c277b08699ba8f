import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * A memory field of another process from /proc/<pid>/status (Linux), in MB: `VmRSS` (resident
 * now) or `VmHWM` (the resident peak).
 */
export function statusFieldMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * How many TCP connections process `pid` holds to `port` on this host (Linux): its socket inodes
 * from /proc/<pid>/fd matched against /proc/<pid>/net/tcp{,6}, whose remote port is `port`.
 */
export function tcpConnectionsTo(pid: number, port: number): number {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // the descriptor closed while we listed them
    }
  }
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const table of ['tcp', 'tcp6']) {
    const lines = readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address rem_address st … inode (field 9)
      if (fields.length > 9 && fields[2].endsWith(`:${hexPort}`) && inodes.has(fields[9]))
        count += 1;
    }
  }
  return count;
}

/** The machine's CPU time counters from /proc/stat's first line (all cores, in ticks). */
export function machineCpuTimes(): { total: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already in user
  const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
  return { total, steal: ticks[7] ?? 0 };
}

/**
 * The share of CPU time the hypervisor took from this virtual machine between two readings of
 * machineCpuTimes (0 to 1): time when our processes were runnable but no physical CPU ran them.
 */
export function stealShare(
  before: ReturnType<typeof machineCpuTimes>,
  after: ReturnType<typeof machineCpuTimes>,
): number {
  const total = after.total - before.total;
  return total > 0 ? (after.steal - before.steal) / total : 0;
}
