import type { FormInstance, FormRule } from 'antd';
import { useMemo, useRef } from 'react';
import { RequestError } from '../api/request';

/** Server field messages name their field as 「field」; the form shows the field already. */
export function fieldMessage(text: string): string {
  return text.replace(/「[^」]*」/g, '').trim() || text;
}

export interface ServerFieldErrors {
  /** A form rule reporting the server's message for this field while its value is unchanged. */
  rule(field: string): FormRule;
  /**
   * Shows a refused call where it belongs: on the form fields `fieldFor` maps the server's
   * field errors to (by the server's field name, never by its message), else as
   * `fallback(message)`. `values` are what was sent, so a message sticks to that value and
   * goes when the user changes it.
   */
  show(
    error: unknown,
    options: {
      fieldFor: (serverField: string) => string | undefined;
      values: Record<string, unknown>;
      fallback: (text: string) => void;
    },
  ): void;
}

/**
 * Server messages shown inline as a validation rule rather than set once with setFields:
 * a validation still running from the last keystroke would wipe a set error, and a rule
 * also brings the message back on submit while the value is the same.
 */
export function useServerFieldErrors(form: FormInstance): ServerFieldErrors {
  const known = useRef(new Map<string, { value: unknown; text: string }>());
  return useMemo<ServerFieldErrors>(
    () => ({
      rule: (field) => ({
        validator: (_, value: unknown) => {
          const error = known.current.get(field);
          return error && error.value === value ? Promise.reject(new Error(error.text)) : Promise.resolve();
        },
      }),
      show(error, { fieldFor, values, fallback }) {
        if (!(error instanceof RequestError)) return;
        const fields = new Map<string, string>();
        for (const [name, text] of Object.entries(error.fieldErrors ?? {})) {
          const field = fieldFor(name);
          if (field && !fields.has(field)) fields.set(field, fieldMessage(text));
        }
        if (fields.size === 0) {
          fallback(error.msg);
          return;
        }
        for (const [field, text] of fields) known.current.set(field, { value: values[field], text });
        const names = [...fields.keys()];
        form.validateFields(names).catch(() => {
          // The messages are on screen now.
        });
        form.scrollToField(names[0] as string, { block: 'center' });
      },
    }),
    [form],
  );
}
