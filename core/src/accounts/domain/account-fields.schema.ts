import * as v from 'valibot';

/**
 * Field rules shared by the forms (react-hook-form resolvers) and the server (value objects).
 * Messages are written for people; the stable codes live on the domain errors.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9]{4,25}$/;
export const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N}]{4,50}$/u;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_REQUIREMENTS = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with at least one letter and one number.`;

/**
 * An account opened through Twitch, YouTube or TikTok whose platform vouched for no free address gets
 * one here: unique, never delivered, and never something to verify.
 */
export const placeholderEmailFor = (userId: string) => `${userId}@users.lurkit.invalid`;
export const isPlaceholderEmail = (email: string) => email.toLowerCase().endsWith('@users.lurkit.invalid');

export const usernameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Username is required.'),
  v.regex(USERNAME_PATTERN, 'Username must be 4-25 letters and digits.'),
);

export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Email is required.'),
  v.maxLength(254, 'Please enter a valid email address.'),
  v.email('Please enter a valid email address.'),
  v.toLowerCase(),
);

export const passwordSchema = v.pipe(
  v.string(),
  v.nonEmpty('Password is required.'),
  v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_REQUIREMENTS),
  v.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_REQUIREMENTS),
  v.regex(/\p{L}/u, PASSWORD_REQUIREMENTS),
  v.regex(/\p{N}/u, PASSWORD_REQUIREMENTS),
);

export const displayNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Display name is required.'),
  v.regex(DISPLAY_NAME_PATTERN, 'Display name must be 4-50 letters and digits.'),
);

/** A required field whose content is checked elsewhere (sign-in, current password). */
export const requiredString = (message: string) => v.pipe(v.string(), v.nonEmpty(message));

/** The kinds of account; other contexts read a caller's kind from here rather than from the User entity. */
export const USER_TYPES = ['Company', 'Creator', 'User'] as const;
export type UserType = (typeof USER_TYPES)[number];
