/**
 * How the benches print a longest task. The browser reports only tasks over 50 ms ('longtask'),
 * so a longest task of 0 means "none over 50 ms", not a measured 0 ms.
 */
export const LONG_TASK_MS = 50;

export const longestTaskText = (ms: number): string => (ms > 0 ? `${ms} ms` : `none over ${LONG_TASK_MS} ms`);
