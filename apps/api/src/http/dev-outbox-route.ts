import { Router } from 'express';
import { localsOf } from './request-locals.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Turns the links of a plain-text mail into anchors so a person can click a verification link. */
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The development outbox: the mails the embedded default mailer kept, newest first. */
export function devOutboxRoute(): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const messages = await localsOf(res).scope.outbox.list(50);
    const items = messages
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${m.createdAt.toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' })} (Europe/Stockholm)</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    res.set('Cache-Control', 'no-store').type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;background:#111;color:#eee}
article{border:1px solid #444;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}a{color:#8cf}.meta{color:#bbb}</style>
</head><body><h1>Development outbox</h1>
<p>Mails sent by this development server. Set SMTP_URL to deliver them for real.</p>
${items || '<p>No mails yet.</p>'}
</body></html>`);
  });
  return router;
}
