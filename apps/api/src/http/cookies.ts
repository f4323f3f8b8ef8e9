import type { CookieOptions, Response } from 'express';
import type { AppConfig } from '../config.ts';

/**
 * Cookie names follow Auth.js, with the __Host- prefix when served over https: the browser then
 * takes the cookie only Secure, for Path=/ and with no Domain, so no sibling subdomain can plant
 * or overwrite a session (a session-fixation route __Secure- leaves open).
 */
export const sessionCookieName = (config: AppConfig) => `${config.secureCookies ? '__Host-' : ''}lurkit.session-token`;
export const csrfCookieName = (config: AppConfig) => `${config.secureCookies ? '__Host-' : ''}lurkit.csrf-token`;

export const cookieOptions = (config: AppConfig, expires?: Date): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.secureCookies,
  path: '/',
  ...(expires ? { expires } : {}),
});

export function setSessionCookie(res: Response, config: AppConfig, token: string, expires: Date): void {
  res.cookie(sessionCookieName(config), token, cookieOptions(config, expires));
}

export function clearSessionCookie(res: Response, config: AppConfig): void {
  res.clearCookie(sessionCookieName(config), cookieOptions(config));
}
