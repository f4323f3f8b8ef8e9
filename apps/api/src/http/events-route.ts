import { Router } from 'express';
import express from 'express';
import { RecordUserEvent } from '@lurkit/core/events/record-user-event.ts';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import { containsNul, INVALID_CHARACTER, NUL_MESSAGE } from './nul-characters.ts';
import { localsOf } from './request-locals.ts';

/** The User Init event (spec section 7). JSON only, which a cross-site form cannot send. */
export function eventsRoute(clock: ClockPort): Router {
  const router = Router();
  router.post('/', express.json({ limit: '16kb' }), async (req, res) => {
    if (!req.is('application/json')) {
      return void res.status(415).json({ error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the event as application/json.' });
    }
    // Refused at the edge, keys included: PostgreSQL cannot store a NUL in text or jsonb.
    if (containsNul(req.body)) return void res.status(400).json({ error: INVALID_CHARACTER, message: NUL_MESSAGE });
    const { scope, session } = localsOf(res);
    const result = await new RecordUserEvent({ userEvents: scope.userEvents, clock }).execute({
      body: req.body,
      sessionUserId: session?.user.id ?? null,
    });
    if (!result.ok) return void res.status(400).json({ error: result.error.code, message: result.error.message });
    res.status(201).json({ id: result.value.id });
  });
  return router;
}
