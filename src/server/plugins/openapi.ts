import { API_VERSION } from "../../domain/schemas/admin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { errorSchema } from "../../domain/schemas/common";

/** Where the API document and its page are served (docs/api.md describes the same routes). */
export const DOCS_PREFIX = "/api/docs";

/**
 * The OpenAPI document, built by @fastify/swagger from every route's zod schemas (params, query, body,
 * response), served at /api/docs/json with a Swagger UI page at /api/docs. The UI's assets come from the
 * installed package (swagger-ui-dist, through @fastify/static): no CDN, works offline. Registered before
 * the routes, so that its onRoute hook sees them all.
 *
 * Every route that declares its responses also gets the error shape for 4xx and 5xx, so a route added
 * later only declares its success bodies.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addHook("onRoute", (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!route.schema || !response) return;
    route.schema.response = { "4xx": errorSchema, "5xx": errorSchema, ...response };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Brigade API",
        description:
          "Shift scheduling for restaurant groups. JSON under /api, session cookie `brigade_session` " +
          "(POST /api/auth/login). Errors are `{message, issues?}`. Prose reference: docs/api.md.",
        version: API_VERSION,
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "brigade_session" } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The page and its assets are public, like the document they show.
    docs.addHook("onRoute", (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  });
}
