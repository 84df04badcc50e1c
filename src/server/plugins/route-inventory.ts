import type { FastifyContextConfig, FastifyInstance, FastifySchema, HTTPMethods } from "fastify";

/** One registered route, as declared: what the inventory, fuzz and API-document tests walk. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  config: FastifyContextConfig;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered on the app (HEAD routes left out), in registration order. */
    routeInventory: readonly RouteEntry[];
  }
}

/**
 * Records every route as it is registered (an onRoute hook on the root sees the routes of every plugin
 * registered after it), so that tests cover routes added later without a list to keep up to date.
 */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate("routeInventory", routes);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD is answered like its GET (Fastify's automatic twins, or a plugin's own), under the same policy.
      if (method === "HEAD") continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        config: route.config ?? {},
      });
    }
  });
}
