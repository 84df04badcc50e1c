import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dashboardFiguresSchema,
  figuresQuerySchema,
  myFiguresSchema,
  reportFiguresSchema,
  trendFiguresSchema,
} from "../../domain/schemas/figures";
import { callerOf } from "../plugins/authenticate";
import { readPolicy } from "../plugins/route-policy";
import { dashboardFigures, myFigures, trendFigures } from "../services/figures";
import { reportFigures } from "../services/reports";

const reports = readPolicy({ capability: "viewReports" });

/**
 * Dashboard and Reports figures computed from schedules, wages and labor targets (docs/product.md, Decisions;
 * docs/api.md, Labor and figures), for a store and week (default: the first store, this week). Employees get
 * their own figures from /figures/me.
 */
export const figureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/figures/dashboard",
    {
      schema: { querystring: figuresQuerySchema, response: { 200: dashboardFiguresSchema } },
      config: reports,
    },
    async (request) => dashboardFigures(app.db, callerOf(request).tenantId, request.query),
  );

  app.get(
    "/figures/trend",
    { schema: { querystring: figuresQuerySchema, response: { 200: trendFiguresSchema } }, config: reports },
    async (request) => trendFigures(app.db, callerOf(request).tenantId, request.query),
  );

  app.get(
    "/figures/reports",
    { schema: { querystring: figuresQuerySchema, response: { 200: reportFiguresSchema } }, config: reports },
    async (request) => reportFigures(app.db, callerOf(request).tenantId, request.query),
  );

  app.get(
    "/figures/me",
    {
      schema: { response: { 200: myFiguresSchema } },
      config: readPolicy({
        selfScope: "the caller's own shifts and requests (myFigures filters by caller.id)",
      }),
    },
    async (request) => myFigures(app.db, callerOf(request)),
  );
};
