import { parseText } from './logic';

/** Parses off the main thread: `{ id, text }` in, `{ id, output }` (or `{ id, error }`) out. */
export interface ParseRequest {
  id: number;
  text: string;
}
export type ParseReply = { id: number; output: string } | { id: number; error: string };

// The worker's global scope, typed by hand: the WebWorker lib clashes with the DOM lib in one program.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage: (reply: ParseReply) => void;
};

scope.onmessage = (event) => {
  const { id, text } = event.data;
  try {
    scope.postMessage({ id, output: parseText(text) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
