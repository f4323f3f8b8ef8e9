import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const composeFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docker-compose.yml');

/**
 * Each service's `environment:` map, read by indentation: the file is plain block YAML, and the repo
 * has no YAML parser of its own to depend on for one test.
 */
function serviceEnvironments(text: string): Map<string, Map<string, string>> {
  const services = new Map<string, Map<string, string>>();
  let section = '';
  let service = '';
  let inEnvironment = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) section = line.replace(/:.*$/, '');
    const serviceMatch = line.match(/^ {2}([\w-]+):\s*$/);
    if (section === 'services' && serviceMatch?.[1]) {
      service = serviceMatch[1];
      services.set(service, new Map());
      inEnvironment = false;
      continue;
    }
    if (/^ {4}\S/.test(line)) inEnvironment = /^ {4}environment:\s*$/.test(line);
    const entry = line.match(/^ {6}([A-Z_]+):\s*(.*)$/);
    if (inEnvironment && entry?.[1] && service) services.get(service)?.set(entry[1], (entry[2] ?? '').replace(/^'(.*)'$/, '$1'));
  }
  return services;
}

const environments = serviceEnvironments(readFileSync(composeFile, 'utf8'));
const requiredWithoutDefault = (value: string | undefined, variable: string) =>
  expect(value, variable).toMatch(new RegExp(`^\\$\\{${variable}:\\?[^}]+\\}$`));

describe('docker-compose.yml', () => {
  it('runs the app and the worker in production mode', () => {
    expect(environments.get('app')?.get('NODE_ENV')).toBe('production');
    expect(environments.get('worker')?.get('NODE_ENV')).toBe('production');
  });

  it('refuses to start without real secrets and an SMTP server, instead of defaulting them', () => {
    const app = environments.get('app');
    requiredWithoutDefault(app?.get('AUTH_SECRET'), 'AUTH_SECRET');
    requiredWithoutDefault(app?.get('SECRETS_KEY'), 'SECRETS_KEY');
    requiredWithoutDefault(app?.get('SMTP_URL'), 'SMTP_URL');
  });

  it('gives the worker what it needs to deliver mail, read sealed codes and pay creators', () => {
    const worker = environments.get('worker');
    requiredWithoutDefault(worker?.get('SMTP_URL'), 'SMTP_URL');
    requiredWithoutDefault(worker?.get('SECRETS_KEY'), 'SECRETS_KEY');
    for (const variable of ['TROLLEY_ACCESS_KEY', 'TROLLEY_SECRET_KEY', 'TROLLEY_WEBHOOK_SECRET']) {
      requiredWithoutDefault(worker?.get(variable), variable);
      requiredWithoutDefault(environments.get('app')?.get(variable), variable);
    }
    expect(worker?.get('DATABASE_URL')).toBe(environments.get('app')?.get('DATABASE_URL'));
  });

  it('seeds no demo users: nothing sets a development mode or skips NODE_ENV', () => {
    for (const [name, environment] of environments) {
      if (name === 'postgres') continue;
      expect(environment.get('NODE_ENV'), name).toBe('production');
    }
  });
});
