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

/** JSON.parse says "Unexpected end of JSON input" (V8) or similar when text stops mid-value. */
export function parseFault(error: unknown, index: number | null, what: string): LogFault {
  const text = error instanceof Error ? error.message : String(error);
  const truncated = /end of (JSON )?(data|input)|unterminated|Unexpected end/i.test(text);
  return fault(truncated ? 'truncated' : 'corrupt', index, `${what} is ${truncated ? 'truncated' : 'not valid JSON'}: ${text}`);
}
