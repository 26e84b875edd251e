// A back-office write that creates or renames something unique (a code, a campaign's address):
// two admins saving the same value at once meet the database's unique index, and the loser gets
// that field's 400, as if the check before the write had seen it.
import { isUniqueViolation } from "@polku/db";
import { badRequest } from "../../http/errors";

export async function uniqueAsFieldError<T>(field: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest({ [field]: [message] });
    throw error;
  }
}
