import { useCallback, useEffect, useRef, useState } from 'react';
import { parseText, WORKER_THRESHOLD_CHARS } from './logic';
import type { ParseReply } from './parser.worker';

export type ParseStatus = 'idle' | 'parsing' | 'parsed';

export interface TextParser {
  status: ParseStatus;
  output: string;
  /** Parses now for short text, in a Web Worker for long text (the page never freezes). */
  parse: (text: string) => void;
  /** Forgets the output and stops a parse in progress. */
  reset: () => void;
}

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./parser.worker.ts', import.meta.url), { type: 'module', name: 'sophist-parser' });
  } catch (error) {
    console.warn('[parser] No worker; parsing on the main thread.', error);
    return null;
  }
}

export function useTextParser(): TextParser {
  const [status, setStatus] = useState<ParseStatus>('idle');
  const [output, setOutput] = useState('');
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);

  const stopWorker = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  useEffect(() => stopWorker, [stopWorker]);

  const finish = useCallback((text: string) => {
    setOutput(text);
    setStatus('parsed');
  }, []);

  const parse = useCallback(
    (text: string) => {
      const id = ++latest.current;
      if (text.length < WORKER_THRESHOLD_CHARS) {
        stopWorker();
        finish(parseText(text));
        return;
      }
      stopWorker(); // A newer parse replaces an older one.
      const w = createWorker();
      if (!w) {
        finish(parseText(text));
        return;
      }
      worker.current = w;
      setStatus('parsing');
      w.onmessage = (event: MessageEvent<ParseReply>) => {
        if (event.data.id !== latest.current) return;
        stopWorker();
        if ('output' in event.data) finish(event.data.output);
        else {
          console.error('[parser] Parsing failed in the worker:', event.data.error);
          finish(parseText(text));
        }
      };
      w.onerror = (event) => {
        console.error('[parser] The worker failed; parsing on the main thread.', event.message);
        stopWorker();
        if (id === latest.current) finish(parseText(text));
      };
      w.postMessage({ id, text });
    },
    [finish, stopWorker],
  );

  const reset = useCallback(() => {
    latest.current++;
    stopWorker();
    setOutput('');
    setStatus('idle');
  }, [stopWorker]);

  return { status, output, parse, reset };
}
