/**
 * A file the command line cannot read or write as asked. Its message is one
 * line naming the file and what is wrong, which a CLI prints before exiting
 * with status 2.
 *
 * @example throw new FileError('Save file "duel.json" is a directory, not a file');
 */
export class FileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FileError';
  }
}
