import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers. The CSP lets the built Vite app run from 'self'; style-src also allows inline
 * styles because Radix positions popovers with style attributes. No inline scripts are allowed.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        // Self-hosted installs often run on plain http inside a LAN; do not force https sub-requests.
        "upgrade-insecure-requests": null,
      },
    },
  });
}
