import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { print, type DocumentNode } from '@0no-co/graphql.web';

const webSrc = fileURLToPath(new URL('../../../../web/src/', import.meta.url));

const isOperationDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' &&
  value !== null &&
  Reflect.get(value, 'kind') === 'Document' &&
  (value as DocumentNode).definitions.some((d) => d.kind === 'OperationDefinition');

/** Every operation the web app can send, as printed text by export name: found on disk, so a new one is never missed. */
export async function webOperations(): Promise<Map<string, string>> {
  const files = (await readdir(webSrc, { recursive: true })).filter(
    (f) => /(^|\/)operations\/[^/]+\.ts$/.test(f) && !f.endsWith('.test.ts'),
  );
  const operations = new Map<string, string>();
  for (const file of files) {
    const exports: Record<string, unknown> = await import(path.join(webSrc, file));
    for (const [name, value] of Object.entries(exports)) if (isOperationDocument(value)) operations.set(name, print(value));
  }
  return operations;
}
