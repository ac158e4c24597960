import { readFile } from 'node:fs/promises';
import { DataError } from './errors.js';

const FS_REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a parent is not a directory',
};

/** Read and parse a JSON file; `what` names it in the one-line error (e.g. 'bootstrap-static file'). */
export async function readJsonFile(path: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    throw new DataError(`Cannot read ${what} ${path}: ${FS_REASONS[code] ?? (err as Error).message}`);
  }
  return parseJson(text, `${what} ${path}`);
}

export function parseJson(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new DataError(`${label} is not valid JSON: ${(err as Error).message}`);
  }
}
