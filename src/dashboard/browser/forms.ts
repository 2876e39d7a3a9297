/**
 * Forms of labelled fields that submit through the api module: while one is sent its button is
 * disabled; a refusal shows the spec's message at the top and marks each field it names.
 */
import { ApiError } from './api.js';
import { type Child, h, replace } from './dom.js';

export interface FieldSpec {
  /** The body's field, as the /api names it in `details`. */
  name: string;
  label: string;
  /** `textarea` for long text (a file's content). */
  type?: 'text' | 'email' | 'number' | 'textarea';
  required?: boolean;
  value?: string;
  hint?: string;
  autocomplete?: string;
}

export interface FormSpec {
  fields: FieldSpec[];
  /** Extra controls before the submit button (a select, a checkbox). */
  extra?: Child[];
  submitLabel: string;
  /** Sends the values; a thrown ApiError is shown on the form. */
  submit(values: Record<string, string>, form: HTMLFormElement): Promise<void>;
}

let formCount = 0;

export function apiForm({ fields, extra = [], submitLabel, submit }: FormSpec): HTMLFormElement {
  const prefix = `f${++formCount}`;
  const status = h('div', { role: 'alert', class: 'error' });
  const inputs = new Map<string, HTMLInputElement | HTMLTextAreaElement>();
  const fieldErrors = new Map<string, HTMLElement>();
  const rows = fields.map((field) => {
    const id = `${prefix}-${field.name}`;
    const error = h('p', { class: 'field-error', id: `${id}-error`, hidden: true });
    const hint = field.hint ? h('p', { class: 'muted', id: `${id}-hint` }, field.hint) : null;
    const attributes = {
      id,
      name: field.name,
      required: field.required ?? false,
      autocomplete: field.autocomplete ?? 'off',
      'aria-describedby': [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' '),
    };
    const input =
      field.type === 'textarea'
        ? h('textarea', { ...attributes, rows: 12, spellcheck: false }, field.value ?? '')
        : h('input', { ...attributes, type: field.type ?? 'text', value: field.value });
    inputs.set(field.name, input);
    fieldErrors.set(field.name, error);
    return h('div', {}, h('label', { for: id }, field.label), hint, input, error);
  });
  const button = h('button', { type: 'submit' }, submitLabel);
  const form = h('form', { class: 'stack', novalidate: true }, status, rows, extra, h('div', { class: 'actions' }, button));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    replace(status);
    for (const [name, error] of fieldErrors) {
      error.hidden = true;
      inputs.get(name)!.removeAttribute('aria-invalid');
    }
    const values = Object.fromEntries([...inputs].map(([name, input]) => [name, input.value.trim()]));
    await act(
      button,
      status,
      () => submit(values, form),
      (field, message) => {
        const input = inputs.get(field);
        const slot = fieldErrors.get(field);
        if (!input || !slot) return false;
        input.setAttribute('aria-invalid', 'true');
        replace(slot, message);
        slot.hidden = false;
        return true;
      },
    );
    (form.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus();
  });
  return form;
}

/** Shows a failure in `status`: the spec's message, and each named field's problem where `mark` has a place for it. */
export function showError(status: Element, error: unknown, mark: (field: string, message: string) => boolean = () => false): void {
  if (!(error instanceof ApiError)) {
    replace(status, 'The dashboard could not reach the service; check the connection and retry.');
    return;
  }
  if (error.code === 'unauthorized') return; // on the way to sign-in
  for (const detail of error.details) mark(detail.field, detail.message);
  replace(status, error.message);
}

/**
 * What a button (or its form) does: the last failure cleared, the button disabled while `work`
 * runs (no double submit), a refusal shown in `status` as showError does, the button enabled again.
 */
export async function act(
  button: HTMLButtonElement,
  status: Element,
  work: () => Promise<unknown>,
  mark?: (field: string, message: string) => boolean,
): Promise<void> {
  replace(status);
  button.disabled = true;
  try {
    await work();
  } catch (error) {
    showError(status, error, mark);
  } finally {
    button.disabled = false;
  }
}

/** Copies a secret (or a message to sign) to the clipboard, saying whether it could (a browser may refuse; then it can still be selected). */
export function copyButton(label: string, secret: string): HTMLElement {
  const said = h('span', { class: 'muted', 'aria-live': 'polite' });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      replace(said, 'Copied.');
    } catch {
      replace(said, 'The browser refused; select the text and copy it.');
    }
  };
  return h('div', { class: 'actions' }, h('button', { type: 'button', class: 'secondary', 'aria-label': `Copy ${label}`, onclick: copy }, 'Copy'), said);
}
