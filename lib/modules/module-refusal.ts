/** What was wrong with a module a user named: each kind is one refusal line. */
export type RefusalKind = 'missing' | 'not-a-file' | 'typescript' | 'broken' | 'no-export';

/**
 * A module that cannot be loaded, in one line naming its file. Internal: each
 * caller turns it into its own error (a UsageError for the command line, a
 * SimulationError, a CardPackError), so the reason reads the same wherever a
 * path is accepted. `reason` is the line without the file, for a caller that
 * names the file itself ("Card pack file "x.ts" could not be loaded: ...").
 *
 * @example
 * throw new ModuleRefusal('/srv/game.ts', 'missing', 'it does not exist'); // message: "no file /srv/game.ts"
 */
export class ModuleRefusal extends Error {
  override name = 'ModuleRefusal';

  constructor(
    readonly file: string,
    readonly kind: RefusalKind,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(kind === 'missing' ? `no file ${file}` : `${file} ${reason.replace(/^it /, '')}`, options);
  }
}
