/** What an authoring form learns from its container after a submit. */
export type SubmitResult = { ok: true } | { ok: false; detail?: string };
