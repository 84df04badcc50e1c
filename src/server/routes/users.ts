import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { passwordChangeSchema, profileUpdateSchema, userSchema } from "../../domain/schemas/auth";
import { idParamsSchema } from "../../domain/schemas/common";
import { deleteOtherSessions } from "../auth/sessions";
import { callerOf } from "../plugins/authenticate";
import { writePolicy } from "../plugins/route-policy";
import { changePassword, updateProfile } from "../services/accounts";
import { assertActingFor } from "../services/access";

// Own account only: another member's id is 403, an id outside the organization 404.
const ownOnly = { allowTeamManagers: false };
const own = writePolicy({ selfScope: "own account only (assertActingFor)" });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    "/users/:id",
    {
      schema: { params: idParamsSchema, body: profileUpdateSchema, response: { 200: userSchema } },
      config: own,
    },
    async (request) => {
      const caller = callerOf(request);
      await assertActingFor(app.db, caller, request.params.id, ownOnly);
      return updateProfile(app.db, caller, request.body);
    },
  );

  app.patch(
    "/users/:id/password",
    {
      schema: { params: idParamsSchema, body: passwordChangeSchema, response: { 200: userSchema } },
      // An invited person's one-time password is replaced here, so this route works before that.
      config: writePolicy({ ...own, beforePasswordChange: true }),
    },
    async (request) => {
      const caller = callerOf(request);
      await assertActingFor(app.db, caller, request.params.id, ownOnly);
      const user = await changePassword(app.db, caller, request.body);
      // A changed password signs out every other device; this one stays signed in.
      if (request.sessionTokenHash) await deleteOtherSessions(app.db, caller.id, request.sessionTokenHash);
      return user;
    },
  );
};
