import { describe, expect, it } from 'vitest';
import { DomainError, domainError, domainErrorWithMessage } from './domain-error.ts';

class PageNotFound extends domainError('PAGES.NOT_FOUND', 'There is no such page.') {}
class NameTaken extends domainError('PAGES.NAME_TAKEN', 'This name is taken.', 'name') {}
class NameInvalid extends domainErrorWithMessage('PAGES.NAME_INVALID', 'name') {}

describe('domainError', () => {
  it('declares an error with its code, message and field', () => {
    expect(new NameTaken()).toMatchObject({ code: 'PAGES.NAME_TAKEN', message: 'This name is taken.', field: 'name' });
    expect(new PageNotFound().field).toBeUndefined();
  });

  it('keeps each error a class of its own, so callers can tell them apart', () => {
    const error: DomainError = new PageNotFound();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(PageNotFound);
    expect(error).not.toBeInstanceOf(NameTaken);
    expect(error.constructor.name).toBe('PageNotFound');
  });

  it('carries nothing beyond code, message and field, so transports add no details', () => {
    expect(Object.keys(new NameTaken()).filter((key) => !['code', 'message', 'field'].includes(key))).toEqual([]);
  });

  it('takes the message from each use where the rule words it', () => {
    const error = new NameInvalid('Use letters and digits only.');
    expect(error).toMatchObject({ code: 'PAGES.NAME_INVALID', message: 'Use letters and digits only.', field: 'name' });
    expect(error).toBeInstanceOf(NameInvalid);
    expect(Object.keys(error).sort()).toEqual(['code', 'field', 'message']);
  });
});
