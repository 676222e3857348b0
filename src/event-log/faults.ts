/** Why a stored or recorded log could not be read back. */
export type LogFaultReason = 'corrupt' | 'truncated' | 'undecodable' | 'unknownEvent' | 'newerVersion';

export interface LogFault {
  reason: LogFaultReason;
  /** 0-based position of the first bad entry, or null when the whole document is unreadable. */
  index: number | null;
  /** One line, readable, without payload values: it goes to the console and the CLI. */
  message: string;
}

export const fault = (reason: LogFaultReason, index: number | null, message: string): LogFault => ({
  reason,
  index,
  message,
});

/**
 * Text that stops mid-value is "truncated" (a tab killed while writing, a copy cut short),
 * anything else unparsable is "corrupt". V8 reports either "Unexpected end of JSON input" or
 * an error at a position equal to the text's length.
 */
export function parseFault(error: unknown, index: number | null, what: string, source?: string): LogFault {
  const message = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(message);
  const atEnd = position !== null && source !== undefined && Number(position[1]) >= source.trimEnd().length;
  const truncated = atEnd || /end of (JSON )?(data|input)|Unexpected end/i.test(message);
  return fault(truncated ? 'truncated' : 'corrupt', index, `${what} is ${truncated ? 'truncated' : 'not valid JSON'}: ${message}`);
}

/** Entry `index` (of `type`) has a seq that does not come after the one before it. */
export const outOfOrder = (index: number, entry: { type: string; meta: { seq: number } }, previous: number): LogFault =>
  fault('corrupt', index, `entry ${index} (${entry.type}): seq ${entry.meta.seq} does not follow ${previous}`);
