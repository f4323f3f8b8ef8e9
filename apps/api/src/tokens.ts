import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import type { PasswordHasherPort } from '@lurkit/core/accounts/ports/password-hasher.port.ts';
import type { ServiceIdentifier } from 'inversify';
import type { AppConfig } from './config.ts';
import type { RequestScopeFactory } from './request-scope.ts';

/** Every binding of the composition root, typed, in one place. */
export const TOKENS = {
  Config: Symbol('Config') as ServiceIdentifier<AppConfig>,
  Clock: Symbol('Clock') as ServiceIdentifier<ClockPort>,
  PasswordHasher: Symbol('PasswordHasher') as ServiceIdentifier<PasswordHasherPort>,
  RequestScope: Symbol('RequestScope') as ServiceIdentifier<RequestScopeFactory>,
} as const;
