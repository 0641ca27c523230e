import { execSync } from 'node:child_process';
import { cpus, freemem, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  freeGb: number;
  node: string;
  postgres: string;
  os: string;
  loadAtStart: number[];
  date: string;
}

export function machine(postgres: string): Machine {
  const nproc = Number(execSync('nproc').toString().trim());
  let os = '';
  try {
    os = /PRETTY_NAME="([^"]+)"/.exec(execSync('cat /etc/os-release').toString())?.[1] ?? '';
  } catch {
    /* not Linux */
  }
  return {
    cpus: nproc,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: totalmem() / 1024 ** 3,
    freeGb: freemem() / 1024 ** 3,
    node: process.version,
    postgres,
    os,
    loadAtStart: loadavg(),
    date: new Date().toISOString(),
  };
}
