// Temporary folders that tests make and always remove, whether the test passes or fails. Tests that
// made folders with mkdtempSync and never removed them had left hundreds in /tmp; scripts/run-tests.sh
// now runs the suite in a temp folder of its own and fails a run that leaves anything there.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test, { type ExecutionContext } from 'ava';

/** Removes `dir` and everything in it; a folder a test made read-only is opened first, so a non-root run can empty it. */
export function removeFolder(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    openUp(dir);
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function openUp(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) openUp(join(dir, entry.name));
}

/** A fresh folder in the system temp folder, removed when test `t` ends (passed or failed). */
export function tempFolder(t: ExecutionContext, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  t.teardown(() => removeFolder(dir));
  return dir;
}

/** A fresh folder shared by the tests of one file, removed after the file's last test. */
export function tempFolderForFile(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  test.after.always(() => removeFolder(dir));
  return dir;
}
