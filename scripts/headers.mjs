/**
 * HTTP headers for the static site, written once as dist/_headers (the Netlify / Cloudflare Pages
 * format) and applied by `npm start`'s server from the same file, so what is tested is what ships.
 */
import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy: only the hosts the site uses, and no inline script but those of the
 * page template, each allowed by its hash (`scriptHashes`, 'sha256-...' sources). `deskKeyOrigin`:
 * the local stand-in that hands the desk its signing key (npm start only; none in production).
 * @param {{ imageOrigin: string, emailOrigin: string, deskKeyOrigin?: string, scriptHashes?: string[] }} options
 */
export function contentSecurityPolicy({ imageOrigin, emailOrigin, deskKeyOrigin, scriptHashes = [] }) {
  const maps = 'https://maps.googleapis.com https://maps.gstatic.com';
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': WebAssembly may be compiled (the boarding passes' code reader, served by
    // the site); it allows no eval() of script text.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes, maps].join(' '),
    // Emotion (Chakra) writes its styles at run time; no script is inline.
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    `img-src 'self' data: blob: ${imageOrigin} ${maps} https://*.googleapis.com https://*.gstatic.com https://*.google.com`,
    "font-src 'self' https://fonts.gstatic.com",
    ['connect-src', "'self'", emailOrigin, ...(deskKeyOrigin && deskKeyOrigin !== emailOrigin ? [deskKeyOrigin] : []), imageOrigin, maps].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The CSP source of each inline script of an HTML page ('sha256-...'). */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
}

/** @param {{ imageOrigin: string, emailOrigin: string, deskKeyOrigin?: string, scriptHashes?: string[] }} options */
export function headersFile({ imageOrigin, emailOrigin, deskKeyOrigin, scriptHashes = [] }) {
  return `# Headers for static hosts (Netlify, Cloudflare Pages); npm start applies the same.
/*
  Content-Security-Policy: ${contentSecurityPolicy({ imageOrigin, emailOrigin, deskKeyOrigin, scriptHashes })}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()
  X-Frame-Options: DENY
  Cache-Control: no-cache

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}

/** [{ pattern, headers }] from a _headers file. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function matches(pattern, path) {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern;
}

/** Headers for a path: every matching rule in order, later ones overriding earlier ones. */
export function headersFor(rules, path) {
  return rules.filter((r) => matches(r.pattern, path)).reduce((acc, r) => ({ ...acc, ...r.headers }), {});
}
