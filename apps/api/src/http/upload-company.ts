import type { Response } from 'express';
import { localsOf } from './request-locals.ts';

/** A custom header a cross-site form cannot send: with JSON-free bodies it is the CSRF guard. */
export const UPLOAD_HEADER = 'x-lurkit-upload';

/**
 * The signed-in company member behind an upload, or null once the refusal is sent: the upload header
 * (`page` names where uploads come from), a session, and a company.
 */
export function uploadingCompany(header: string | undefined, res: Response, page: string): { companyId: string; userId: string } | null {
  const { session } = localsOf(res);
  if (header !== '1') {
    res.status(403).json({ code: 'FORBIDDEN', message: `Uploads come from the ${page}.` });
    return null;
  }
  if (!session) {
    res.status(401).json({ code: 'UNAUTHENTICATED', message: 'You need to sign in to do this.' });
    return null;
  }
  if (!session.user.company) {
    res.status(403).json({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    return null;
  }
  return { companyId: session.user.company.id, userId: session.user.id };
}
