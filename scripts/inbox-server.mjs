/**
 * Local e-mail inbox: a stand-in for EmailJS that speaks its REST contract, so the site sends real
 * requests with no account and no network.
 *   POST /api/v1.0/email/send  JSON checked as EmailJS checks it -> 200 'OK' or 400 with a reason
 *   GET  /messages             what was received, oldest first (JSON, each with receivedAt)
 *   GET  /                     the same as a readable page
 *   POST /control              {"fail": N, "status": S, "email"?: E}: the next N sends (from the
 *                              sender e-mail E only, when given) answer S (tests; the address
 *                              keeps tests that run side by side from eating each other's failures)
 *   POST /reset                forget everything (tests)
 *   GET  /desk-key             the local signing key of booked trips (trip-keys.mjs), for the desk
 *                              of the site on `siteOrigins` only; 404 when the server has none
 * The same server is the stand-in of both: it runs under `npm start` even when real EmailJS ids
 * are configured, for the desk's key.
 */
import { createServer } from 'node:http';

export const LOCAL_EMAILJS = { publicKey: 'local-public-key', serviceId: 'local_service', templateId: 'local_template' };
export const DESK_KEY_PATH = '/desk-key';

// Its own escaper: the site's (src/lib/escape.ts) is TypeScript, which plain Node 20 cannot import.
function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** EmailJS's own checks, in its order; undefined when the body is acceptable. */
export function rejectReason(body) {
  if (!body || typeof body !== 'object') return 'The request body must be JSON';
  if (!body.user_id) return 'The Public Key is required';
  if (!body.service_id) return 'The service ID is required';
  if (!body.template_id) return 'The template ID is required';
  if (body.template_params !== undefined && (typeof body.template_params !== 'object' || Array.isArray(body.template_params))) return 'The template params have to be an object';
  return undefined;
}

/**
 * `deskKey`: the local private key (a JWK) to hand to the desk; `siteOrigins`: the origins whose
 * pages may read it (the site on loopback). A page of any other origin gets nothing.
 */
export function createInboxServer({ allowOrigin = '*', deskKey, siteOrigins = [] } = {}) {
  const received = [];
  /** Planned failures by sender e-mail; '' matches any sender. */
  const failures = new Map();

  const cors = (req) => ({
    'Access-Control-Allow-Origin': allowOrigin === '*' ? (req.headers.origin ?? '*') : allowOrigin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    Vary: 'Origin',
  });

  const readBody = (req) =>
    new Promise((resolve, reject) => {
      let data = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => {
        data += chunk;
        if (data.length > 1_000_000) reject(new Error('too large'));
      });
      req.on('end', () => resolve(data));
      req.on('error', reject);
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const headers = cors(req);
    const reply = (status, body, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { ...headers, 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    try {
      if (url.pathname === DESK_KEY_PATH) {
        const origin = req.headers.origin;
        if (!deskKey) return reply(404, 'No local signing key');
        if (origin && !siteOrigins.includes(origin)) return reply(403, 'Not for this origin');
        res.writeHead(200, { 'Access-Control-Allow-Origin': origin ?? siteOrigins[0] ?? 'null', Vary: 'Origin', 'Content-Type': 'application/jwk+json', 'Cache-Control': 'no-store' });
        return res.end(JSON.stringify(deskKey));
      }
      if (req.method === 'OPTIONS') return reply(204, '');
      if (req.method === 'POST' && url.pathname === '/api/v1.0/email/send') {
        let body;
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          return reply(400, 'The request body must be JSON');
        }
        const reason = rejectReason(body);
        if (reason) return reply(400, reason);
        const sender = String(body.template_params?.email ?? '');
        const own = failures.get(sender);
        const plan = own?.left ? own : failures.get('');
        if (plan?.left > 0) {
          plan.left--;
          return reply(plan.status, plan.status === 400 ? 'The template ID is invalid' : 'Service temporarily unavailable');
        }
        received.push({ ...body, receivedAt: new Date().toISOString() });
        return reply(200, 'OK');
      }
      if (req.method === 'GET' && url.pathname === '/messages') return reply(200, JSON.stringify(received), 'application/json');
      if (req.method === 'POST' && url.pathname === '/control') {
        const { fail = 0, status = 500, email = '' } = JSON.parse((await readBody(req)) || '{}');
        const plan = { left: Number(fail), status: Number(status) };
        failures.set(String(email), plan);
        return reply(200, JSON.stringify(plan), 'application/json');
      }
      if (req.method === 'POST' && url.pathname === '/reset') {
        received.length = 0;
        failures.clear();
        return reply(200, 'OK');
      }
      if (req.method === 'GET' && url.pathname === '/') {
        const items = received
          .slice()
          .reverse()
          .map((m) => {
            const p = m.template_params ?? {};
            return `<article><h2>${escapeHtml(p.subject ?? '(no subject)')}</h2><p><strong>${escapeHtml(p.name ?? '')}</strong> &lt;${escapeHtml(p.email ?? '')}&gt; · ${escapeHtml(m.receivedAt)}</p><pre>${escapeHtml(JSON.stringify(p, null, 2))}</pre></article>`;
          })
          .join('\n');
        return reply(
          200,
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local inbox (${received.length})</title><style>body{font:15px system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap;background:#f6f4ef;padding:1rem}</style></head><body><h1>Local inbox</h1><p>${received.length} message(s) received. Newest first.</p>${items || '<p>Nothing yet.</p>'}</body></html>`,
          'text/html; charset=utf-8',
        );
      }
      return reply(404, 'Not found');
    } catch (error) {
      return reply(500, String(error));
    }
  });
  return server;
}
