import type { HelmetOptions } from 'helmet';
import type { AppConfig } from './app-config';

/**
 * Helmet's headers with a strict Content-Security-Policy: everything from the site's own origin, no
 * inline or evaluated scripts, no framing (clickjacking), no plugins. nosniff comes with every answer.
 */
export function securityHeaders(config: Pick<AppConfig, 'publicUrl'>): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline styles only (never scripts): components set style attributes the CSP would otherwise refuse.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only over https: on http a browser would ignore it, and it would pin localhost to https.
    strictTransportSecurity: https,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
