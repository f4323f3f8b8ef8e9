import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PASSWORD_REQUIREMENTS } from './account-fields.schema.ts';
import { newPasswordSchema, requestPasswordResetSchema } from './password-reset.schema.ts';
import { registerCompanySchema, registerCreatorSchema } from './register.schema.ts';
import { changePasswordSchema, deleteAccountSchema, profileSettingsSchema } from './settings.schema.ts';
import { signInSchema } from './sign-in.schema.ts';
import { inviteMemberSchema, memberTitleFormSchema } from './company-members.schema.ts';

/** The first message per field, as a form would show it. */
function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const flat = v.flatten(result.issues);
  return Object.fromEntries(Object.entries(flat.nested ?? {}).map(([field, messages]) => [field, messages?.[0] ?? '']));
}

const company = {
  companyName: 'Pixel Forge',
  companyType: 'publisher',
  website: 'https://pixelforge.example.com',
  email: 'Owner@Example.com',
  username: 'pixelowner',
  password: 'goodpassword1',
  acceptTerms: true,
};

describe('registration schemas', () => {
  it('accept a complete company form and lower-case the email', () => {
    const result = v.parse(registerCompanySchema, company);
    expect(result.email).toBe('owner@example.com');
  });

  it('require every company field and the terms agreement', () => {
    expect(fieldErrors(registerCompanySchema, { ...company, companyName: '', companyType: '', website: '', acceptTerms: false })).toEqual({
      companyName: 'Company name is required.',
      companyType: 'Company type is required.',
      website: 'Company website is required.',
      acceptTerms: 'You must agree to the terms of service and privacy policy.',
    });
  });

  it('state the password requirements', () => {
    expect(fieldErrors(registerCreatorSchema, { email: 'a@b.co', username: 'abcd', password: 'abcdefgh', acceptTerms: true })).toEqual({
      password: PASSWORD_REQUIREMENTS,
    });
    expect(fieldErrors(registerCreatorSchema, { email: 'a@b.co', username: 'abcd', password: 'abcdefg1', acceptTerms: true })).toEqual({});
    expect(fieldErrors(registerCreatorSchema, { email: 'a@b.co', username: 'abcd', password: 'abcdef1', acceptTerms: true })).toEqual({
      password: PASSWORD_REQUIREMENTS,
    });
  });

  it('refuse a website that is not http or https', () => {
    expect(fieldErrors(registerCompanySchema, { ...company, website: 'ftp://example.com' }).website).toMatch(/valid website/);
  });
});

describe('password schemas', () => {
  it("report 'Passwords do not match' on the confirmation", () => {
    expect(fieldErrors(newPasswordSchema, { password: 'goodpassword1', passwordConfirmation: 'goodpassword2' })).toEqual({
      passwordConfirmation: 'Passwords do not match',
    });
    expect(
      fieldErrors(changePasswordSchema, { currentPassword: 'x', newPassword: 'goodpassword1', newPasswordConfirmation: 'other' }),
    ).toEqual({
      newPasswordConfirmation: 'Passwords do not match',
    });
  });

  it('require an email to reset and the current password to delete', () => {
    expect(fieldErrors(requestPasswordResetSchema, { email: '' })).toEqual({ email: 'Email is required.' });
    expect(fieldErrors(deleteAccountSchema, { currentPassword: '' })).toEqual({ currentPassword: 'Current password is required.' });
  });
});

describe('settings and sign-in schemas', () => {
  it('require username and password to sign in', () => {
    expect(fieldErrors(signInSchema, { username: ' ', password: '' })).toEqual({
      username: 'Username is required.',
      password: 'Password is required.',
    });
  });

  it('check the display name is 4-50 letters and digits', () => {
    const base = { username: 'abcd', email: 'a@b.co', currentPassword: 'x' };
    expect(fieldErrors(profileSettingsSchema, { ...base, displayName: 'abc' })).toEqual({
      displayName: 'Display name must be 4-50 letters and digits.',
    });
    expect(fieldErrors(profileSettingsSchema, { ...base, displayName: 'Åsa1' })).toEqual({});
    expect(fieldErrors(profileSettingsSchema, { ...base, displayName: 'a'.repeat(51) })).toEqual({
      displayName: 'Display name must be 4-50 letters and digits.',
    });
  });

  it('check invite emails and member titles', () => {
    expect(fieldErrors(inviteMemberSchema, { email: 'nope' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(fieldErrors(memberTitleFormSchema, { title: 'x'.repeat(81) })).toEqual({ title: 'Title can be at most 80 characters.' });
  });
});
