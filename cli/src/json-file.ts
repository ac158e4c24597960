import { readFile } from 'node:fs/promises';
import { DataError } from './errors.js';

const FS_REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a parent is not a directory',
  EPERM: 'operation not permitted',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

/** One sentence naming the file and why it could not be read ('Cannot read squad file x.json: no such file'). */
export function unreadableFile(err: unknown, path: string, what: string): DataError {
  const code = (err as NodeJS.ErrnoException | null)?.code ?? '';
  const reason = FS_REASONS[code] ?? (err instanceof Error ? err.message : String(err));
  return new DataError(`Cannot read ${what} ${path}: ${reason}`);
}

/** A file's bytes; `what` names it in the one-line error (e.g. 'screenshot'). */
export async function readFileBytes(path: string, what: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (err) {
    throw unreadableFile(err, path, what);
  }
}

/** A UTF-8 text file; `what` names it in the one-line error (e.g. 'projections file'). */
export async function readTextFile(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (err) {
    throw unreadableFile(err, path, what);
  }
}

/** Read and parse a JSON file; `what` names it in the one-line error (e.g. 'bootstrap-static file'). */
export async function readJsonFile(path: string, what: string): Promise<unknown> {
  return parseJson(await readTextFile(path, what), `${what} ${path}`);
}

export function parseJson(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new DataError(`${label} is not valid JSON: ${(err as Error).message}`);
  }
}
