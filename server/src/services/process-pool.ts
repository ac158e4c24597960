// A small pool of child processes for the analysis pool's heavy work, started at the lowest CPU priority. Worker
// threads share the web process; on a machine whose cores are all busy the kernel then shares the CPU between the
// threads at nice 10 and the event loop, and a list read waits behind an analysis. Whole processes at nice 19 (all
// their threads, V8's own included) get the CPU only when the web process does not want it.
// One task a process at a time: the caller (analysis-pool.ts) never runs more tasks than there are processes.
import { type ChildProcess, fork } from 'node:child_process';
import type { SharedText } from './analysis-task.js';

export interface ProcessPoolOptions {
  size: number;
  /** The child's module (workers/work-process.ts or its built .js). */
  filename: string;
  execArgv: string[];
  /** OS priority of every thread in the child: 0 (normal) … 19 (lowest). */
  nice: number;
}

export interface ProcessPool {
  run<T>(kind: string, task: unknown): Promise<T>;
  destroy(): Promise<void>;
}

/** What travels to a child: the task with its shared texts as `{ sharedText: key, version }`, and the texts it lacks. */
export interface WorkMessage {
  id: number;
  kind: string;
  task: unknown;
  texts: { key: string; version: number; bytes: Uint8Array }[];
}

export type WorkReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

export class WorkerExitedError extends Error {
  override name = 'WorkerExitedError';
}

function isSharedText(value: unknown): value is SharedText {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<SharedText>;
  return typeof v.key === 'string' && typeof v.version === 'number' && v.bytes instanceof SharedArrayBuffer;
}

/** `value` with every SharedText replaced by `{ sharedText: key, version }`; the texts themselves go to `found`. */
function stripTexts(value: unknown, found: Map<string, SharedText>): unknown {
  if (isSharedText(value)) {
    found.set(value.key, value);
    return { sharedText: value.key, version: value.version };
  }
  if (Array.isArray(value)) return value.map((item) => stripTexts(item, found));
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripTexts(v, found)]));
  }
  return value;
}

interface Child {
  process: ChildProcess;
  /** Text versions this child holds, by key. */
  texts: Map<string, number>;
  busy?: { id: number; resolve: (value: unknown) => void; reject: (err: Error) => void };
}

export function processPool(options: ProcessPoolOptions): ProcessPool {
  const children: Child[] = [];
  let nextId = 1;
  let closed = false;

  const start = (): Child => {
    const process = fork(options.filename, [], {
      execArgv: options.execArgv,
      env: { ...globalThis.process.env, WORK_PROCESS_NICE: String(options.nice) },
      // Structured clone: bytes and large strings cross without JSON.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const child: Child = { process, texts: new Map() };
    // Idle children do not hold the server (or a test run) open.
    process.unref();
    process.channel?.unref();
    process.on('message', (reply: WorkReply) => {
      const busy = child.busy;
      if (!busy || busy.id !== reply.id) return;
      child.busy = undefined;
      process.channel?.unref();
      if (reply.ok) busy.resolve(reply.result);
      else busy.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
    });
    process.on('exit', (code, signal) => {
      const at = children.indexOf(child);
      if (at >= 0) children.splice(at, 1);
      child.busy?.reject(new WorkerExitedError(`work process exited (${signal ?? code}) during a task`));
      child.busy = undefined;
    });
    children.push(child);
    return child;
  };

  return {
    run<T>(kind: string, task: unknown) {
      if (closed) return Promise.reject(new Error('process pool is closed'));
      const child = children.find((c) => !c.busy) ?? (children.length < options.size ? start() : undefined);
      if (!child) return Promise.reject(new Error('process pool: every process is busy'));
      const found = new Map<string, SharedText>();
      const stripped = stripTexts(task, found);
      const texts = [...found.values()]
        .filter((t) => child.texts.get(t.key) !== t.version)
        .map((t) => ({ key: t.key, version: t.version, bytes: new Uint8Array(t.bytes).slice() }));
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        child.busy = { id, resolve: resolve as (value: unknown) => void, reject };
        child.process.channel?.ref();
        const message: WorkMessage = { id, kind, task: stripped, texts };
        child.process.send(message, (err) => {
          if (err) {
            child.busy = undefined;
            reject(err);
            return;
          }
          for (const t of texts) child.texts.set(t.key, t.version);
        });
      });
    },
    async destroy() {
      closed = true;
      await Promise.all(
        children.splice(0).map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
              child.process.once('exit', () => resolve());
              child.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
