import type { FuzzRequest } from './fuzz-request.ts';

/** Stack frames and file paths: none may reach a client, whatever went wrong. */
const STACK_TRACE = /\n\s+at |\bat [\w$.<>]+ \(|node:internal|node_modules\/|\/src\/[\w/-]+\.ts\b|\.[cm]?js:\d+:\d+/;

/** Why an answer breaks the rules (a fault, a stack trace, a refusal without its code), or null. */
export function problemWith(request: FuzzRequest, status: number, text: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (STACK_TRACE.test(text)) return 'leaked a stack trace or a source path';
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (the 404 page of an unknown path, GraphiQL): only the two checks above apply.
  }
  const codes = codesIn(body);
  if (codes.includes('INTERNAL_SERVER_ERROR')) return 'answered INTERNAL_SERVER_ERROR (a fault behind a 200)';
  if (request.expectCode) {
    if (status !== 400) return `answered ${status} instead of 400 for an operation over the limits`;
    if (!codes.includes(request.expectCode)) return `did not answer ${request.expectCode} (codes: ${codes.join(', ') || 'none'})`;
  }
  return null;
}

function codesIn(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const codes: string[] = [];
  const error = Reflect.get(body, 'error');
  if (typeof error === 'string') codes.push(error);
  const errors: unknown = Reflect.get(body, 'errors');
  if (Array.isArray(errors))
    for (const e of errors) {
      const code: unknown = e?.extensions?.code;
      if (typeof code === 'string') codes.push(code);
    }
  return codes;
}
