import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * The content security policy of the app. `stylesheetOrigins` are the origins of the
 * signed-in user's external theme stylesheets: only the app page of that user allows them, for
 * the stylesheet and the fonts it names.
 */
export function cspDirectives(imageOrigins: string[], stylesheetOrigins: string[] = []): Directives {
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' lets the page compile WebAssembly (the quote editor's liblouis Braille
    // translator) and nothing else: JavaScript eval stays refused.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    // Bootswatch themes are same-origin files; custom theme CSS is a constructed stylesheet
    // (document.adoptedStyleSheets), which style-src does not govern, so no inline <style> is allowed.
    styleSrc: ["'self'", ...stylesheetOrigins],
    // React and react-bootstrap position menus and modals with style attributes.
    styleSrcAttr: ["'unsafe-inline'"],
    // The machine chart images come from the configured storage bucket.
    imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
    fontSrc: ["'self'", 'data:', ...stylesheetOrigins],
    // data: lets the Braille translator's WebAssembly, embedded in its module as a data: URL, be read
    // the way its loader reads it (fetch) instead of failing first; no data leaves through a data: URL.
    connectSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The header value of a policy, as helmet writes it. */
export function cspHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join(';');
}

/** Sends the app page's policy with the user's external stylesheet origins added. */
export function allowStylesheetOrigins(reply: FastifyReply, imageOrigins: string[], origins: string[]) {
  if (origins.length > 0)
    reply.header('content-security-policy', cspHeader(cspDirectives(imageOrigins, origins)));
}

/**
 * The headers helmet writes for `options`, worked out once: its middleware run against a response
 * that only records them, so each request gets the same headers in one call instead of helmet
 * building them again.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, recorder as never, () => undefined);
  return headers;
}

/** Security headers on every response; HSTS only when the app is reached over HTTPS. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  imageOrigins: string[] = [],
): Promise<void> {
  const headers = helmetHeaders({
    hsts: false,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(imageOrigins) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    done();
  });
}
