import { escapeHtml } from '../../core/html-escape.js';

/** Markup that is already safe to emit: built by `html` or vouched for with `trustedHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | bigint | boolean | null | undefined | readonly Interpolation[];

/**
 * A template tag that escapes every interpolated value unless it is SafeHtml; arrays are joined,
 * and null, undefined and false render as nothing, so conditionals read naturally.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Markup produced by code we control (the QR code's SVG, inline CSS and script). */
export const trustedHtml = (markup: string) => new SafeHtml(markup);

/**
 * A merchant-supplied URL fit for an href: absolute http(s) only, so that `javascript:` and
 * `data:` URLs never become links. Anything else gives undefined and the link is left out.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
