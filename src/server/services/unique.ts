import { conflict, sqlState, UNIQUE_VIOLATION } from "../errors";

/** Runs a write and turns a unique-key violation into a 409 with a message people can act on. */
export async function withUniqueAs<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(message);
    throw error;
  }
}

export const USERNAME_TAKEN = "Username is already taken";
