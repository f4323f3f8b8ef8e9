import express, { type ErrorRequestHandler, type Router } from 'express';
import { UploadProfilePicture } from '@lurkit/core/accounts/profile/application/profile-picture.ts';
import { PROFILE_PICTURE_MAX_BYTES } from '@lurkit/core/accounts/profile/domain/profile-picture.ts';
import { ProfilePictureTooLarge } from '@lurkit/core/accounts/profile/domain/profile.errors.ts';
import { UPLOAD_HEADER } from './code-upload-route.ts';
import { localsOf } from './request-locals.ts';

/** Above this the body is not even read; up to it, the use case answers the 5 MB rule itself. */
const PICTURE_BODY_LIMIT = PROFILE_PICTURE_MAX_BYTES + 1024;

/**
 * The signed-in person's profile picture: posted as the raw file (outside GraphQL's small body
 * limit), served by its id to anyone holding the link, since creator pages are public.
 */
export function profilePictureRoute(): Router {
  const router = express.Router();
  router.post('/profile-picture', express.raw({ type: () => true, limit: PICTURE_BODY_LIMIT }), async (req, res) => {
    const { session, scope } = localsOf(res);
    if (req.get(UPLOAD_HEADER) !== '1') {
      res.status(403).json({ code: 'FORBIDDEN', message: 'Uploads come from the settings page.' });
      return;
    }
    if (!session) {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'You need to sign in to do this.' });
      return;
    }
    const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body.buffer, req.body.byteOffset, req.body.byteLength) : new Uint8Array();
    const result = await scope.transaction((tx) => new UploadProfilePicture(tx.profile).execute({ userId: session.user.id, bytes }));
    if (!result.ok) {
      const { code, message, field } = result.error;
      res.status(code === 'PROFILE.PICTURE_TOO_LARGE' ? 413 : 400).json({ code, message, field });
      return;
    }
    res.status(201).json(result.value);
  });
  router.use('/profile-picture', pictureTooLarge);

  // Ids are random UUIDs, new on every upload (so the answer may be cached for good), and the type
  // is the one read from the bytes, never an uploaded one.
  router.get('/profile-pictures/:id', async (req, res) => {
    const picture = await localsOf(res).scope.profile.pictures.findById(req.params.id);
    if (!picture) {
      res.status(404).json({ code: 'NOT_FOUND', message: 'No such picture.' });
      return;
    }
    res
      .set({
        'Content-Type': picture.type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
        'Cross-Origin-Resource-Policy': 'same-origin',
      })
      .send(Buffer.from(picture.bytes));
  });
  return router;
}

/** A body past the read limit answers the same field error as one just over 5 MB. */
const pictureTooLarge: ErrorRequestHandler = (error, _req, res, next) => {
  if (Reflect.get(Object(error), 'status') !== 413) return next(error);
  const refusal = new ProfilePictureTooLarge();
  res.status(413).json({ code: refusal.code, message: refusal.message, field: refusal.field });
};
