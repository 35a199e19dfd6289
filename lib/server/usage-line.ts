// A refused command line in one line, shared by the `cardweave cards` commands and `cardweave describe`.
import { UsageError } from './serve-options.js';

/** @internal A refusal in one line: a UsageError's message, or parseArgs' refusal in our words (its own wording changes with Node). */
export function usageLine(error: unknown, help = 'cardweave cards --help'): string {
  if (error instanceof UsageError) return error.message.split('\n')[0]!;
  const code = (error as { code?: unknown } | null)?.code;
  const option = /'(-[^']*)'/.exec((error as Error | null)?.message ?? '')?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option !== undefined)
    return `unknown option ${JSON.stringify(option)} (${help})`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option !== undefined)
    return `option ${JSON.stringify(option.split(' ')[0])} needs a value (${help})`;
  throw error;
}
