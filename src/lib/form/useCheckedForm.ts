import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from '@/contract/zod';

/** What a form learns from its container after a submit. */
export type SubmitResult = { ok: true } | { ok: false; detail?: string; fields?: Partial<Record<string, string>> };

export type FormStatus = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'failure'; detail?: string };

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type Checked<V, R> = { result?: R; errors: FieldErrors<keyof V & string> };

export interface CheckedFormOptions<V extends { [K in keyof V]: string }, R> {
  /** The values of an empty form (and of the form again after a success). */
  empty: V;
  /** The fields in the order they appear: after a failed check the first with an error gets the focus. */
  order: readonly (keyof V & string)[];
  /**
   * Checks the values (with the contract's zod schema): the result to send, or an error per field.
   * It may load the schema first (a promise): a page need not carry zod until a form is sent.
   */
  check: (values: V) => Checked<V, R> | Promise<Checked<V, R>>;
  /** Sends a checked result; resolves with the outcome. */
  send: (result: R) => Promise<SubmitResult>;
  /**
   * Keep what was typed after a success too. For forms whose container decides what follows a
   * send (a login that leaves the page, a lock that opens): the values stay until the form goes.
   */
  keepValues?: boolean;
}

/**
 * Checks values against a contract schema whose keys are the form's fields: the parsed result,
 * or the first message per field (the schema's own words, so the backend's 400 says the same).
 */
export function checkSchema<F extends string, R>(schema: z.ZodType<R>, values: Record<F, string>): { result?: R; errors: FieldErrors<F> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { result: parsed.data, errors: {} };
  const errors: FieldErrors<F> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as F;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The one way a form runs here: string values per field, checked on submit against the contract's
 * schema, an error per field shown until that field changes, the focus on the first field in error,
 * one submit at a time, and the form emptied after a success.
 *
 * Our own small hook rather than react-hook-form: every form here checks on submit only, with the
 * contract's schemas and their own messages mapped to fields (the fallacy's id is checked but shown
 * on its name), and MUI fields that are controlled anyway; this is those forty lines, with no new
 * dependency on the pages' chunks.
 */
export function useCheckedForm<V extends { [K in keyof V]: string }, R>({ empty, order, check, send, keepValues = false }: CheckedFormOptions<V, R>) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const elements = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const checking = useRef(false);
  const submitting = status.kind === 'submitting';

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The element of a field, for `inputRef`, so a failed check can focus it. */
  const ref = (field: Field) => (element: HTMLElement | null) => {
    elements.current[field] = element;
  };

  /** What ties a text field or native select to a field: its value, changes, error and focus. `hint` shows while there is no error. */
  const field = (name: Field, hint = ' ') => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(name)(event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
    inputRef: ref(name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || checking.current) return;
    const checked = check(values);
    let outcomeOfCheck: Checked<V, R>;
    if (checked instanceof Promise) {
      // One submit at a time, while the schema loads as well.
      checking.current = true;
      try {
        outcomeOfCheck = await checked;
      } finally {
        checking.current = false;
      }
    } else outcomeOfCheck = checked;
    const { result, errors: found } = outcomeOfCheck;
    setErrors(found);
    if (result === undefined) {
      setStatus({ kind: 'idle' });
      const first = order.find((f) => found[f]);
      if (first) elements.current[first]?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    const outcome = await send(result);
    if (outcome.ok) {
      if (!keepValues) setValues(empty);
      setStatus({ kind: 'success' });
    } else {
      // A refusal the server could only know (a name taken meanwhile) shows at its field too.
      const known = order.filter((f) => outcome.fields?.[f]);
      if (known.length) {
        setErrors(Object.fromEntries(known.map((f) => [f, outcome.fields![f]])) as FieldErrors<Field>);
        elements.current[known[0]!]?.focus();
      }
      setStatus({ kind: 'failure', detail: outcome.detail });
    }
  };

  return { values, errors, status, submitting, set, ref, field, submit };
}
