import type { RegisterCompanyInput, RegisterCreatorInput } from '@lurkit/core/accounts/domain/register.schema.ts';

/** Valid form values shared by the stories, so every Filled story submits the same person. */
export const creatorValues = {
  email: 'anna@example.com',
  username: 'annastreams',
  password: 'secret123',
  acceptTerms: true,
} satisfies RegisterCreatorInput;

export const companyValues = {
  companyName: 'Northern Lights Games',
  companyType: 'smallGameStudio',
  website: 'https://northernlights.example',
  email: 'owner@northernlights.example',
  username: 'northernowner',
  password: 'secret123',
  acceptTerms: true,
} satisfies RegisterCompanyInput;

export const usernameTaken = { code: '1001', message: 'This username is already taken.', field: 'username' };
export const unexpectedError = { code: 'INTERNAL', message: 'Something went wrong. Please try again.' };
