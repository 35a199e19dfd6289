// Operating-system error codes in words, for one-line messages: "no space left on device (ENOSPC)"
// says more to a user than a bare code, and far less than a stack trace.

const WORDS: Record<string, string> = {
  EACCES: 'permission denied',
  EBUSY: 'the file is busy',
  EDQUOT: 'disk quota exceeded',
  EEXIST: 'it already exists',
  EFBIG: 'the file size limit was reached',
  EIO: 'input/output error',
  EISDIR: 'it is a directory',
  ELOOP: 'too many levels of symbolic links',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
  ENOENT: 'no such file or folder',
  ENOSPC: 'no space left on device',
  ENOTDIR: 'a part of the path is not a folder',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ETXTBSY: 'the file is busy',
};

/**
 * Says what went wrong with a file operation in a few words and the error
 * code, e.g. `no space left on device (ENOSPC)`; an error without a code
 * gives its message's first line.
 *
 * @example errnoText(Object.assign(new Error('x'), { code: 'EACCES' })); // 'permission denied (EACCES)'
 */
export function errnoText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string') return WORDS[code] === undefined ? code : `${WORDS[code]} (${code})`;
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
