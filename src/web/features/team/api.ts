import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { InvitedUser } from "../../../domain/schemas/admin";
import type {
  Employee,
  EmployeeUpdate,
  employeeCreateSchema,
  ImportResult,
} from "../../../domain/schemas/employees";
import { api, ApiError } from "@/lib/api";
import { useRefreshAfterDelete } from "@/lib/cascades";
import { employeesQueryOptions } from "@/lib/queries/employees";

function useRefetchEmployees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey });
}

/**
 * POST /api/admin/create-employee (docs/product.md, Client calls); fullName rides along, the server accepts
 * it.
 */
export function useAddEmployeeMutation() {
  const refetch = useRefetchEmployees();
  return useMutation({
    mutationFn: (input: z.input<typeof employeeCreateSchema>) =>
      api.post<Employee>("/api/admin/create-employee", input),
    onSuccess: refetch,
    meta: {
      successTitle: "Employee added",
      errorTitle: "Failed to add employee",
      errorFallback: "An error occurred",
    },
  });
}

/** PATCH /api/employees/{userId} with dateOfBirth, desiredWeeklyHours, maxConsecutiveDays, isTrainerEligible. */
export function useUpdateEmployeeMutation(userId: number) {
  const refetch = useRefetchEmployees();
  return useMutation({
    mutationFn: (input: EmployeeUpdate) => api.patch<Employee>(["/api/employees", userId], input),
    onSuccess: refetch,
    meta: {
      successTitle: "Employee updated",
      errorTitle: "Failed to update employee",
      errorFallback: "An error occurred",
    },
  });
}

export function useDeleteEmployeeMutation() {
  // Their availability, preferences, requests and shift assignments go with them.
  const refresh = useRefreshAfterDelete("users");
  return useMutation({
    mutationFn: (userId: number) => api.delete(["/api/admin/employees", userId]),
    onSuccess: refresh,
    meta: {
      successTitle: "Employee deleted",
      errorTitle: "Failed to delete employee",
      errorFallback: "An error occurred",
    },
  });
}

/** An import's answer: its rows whether the file was accepted (200) or refused with its rows (400). */
export type ImportAnswer = { isAccepted: boolean; result: ImportResult };

function hasRows(body: unknown): body is ImportResult {
  return typeof body === "object" && body !== null && Array.isArray((body as { rows?: unknown }).rows);
}

/**
 * POST /api/employees/import with the file's own bytes as text/csv (so the server, not the browser, judges
 * its encoding). A refusal without rows (missing column, too many rows, not UTF-8) throws an ApiError.
 */
async function postImport(file: Blob, dryRun: boolean): Promise<ImportAnswer> {
  const url = `/api/employees/import?dryRun=${dryRun}`;
  const response = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "text/csv" },
    body: file,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if ((response.ok || response.status === 400) && hasRows(body)) {
    return { isAccepted: response.ok, result: body };
  }
  const message = (body as { message?: unknown } | undefined)?.message;
  throw new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    typeof message === "string" ? message : undefined,
    [],
    url,
  );
}

/** The preview: checks every row, writes nothing. */
export function usePreviewImportMutation() {
  return useMutation({ mutationFn: (file: Blob) => postImport(file, true) });
}

export function useImportEmployeesMutation() {
  const refetch = useRefetchEmployees();
  return useMutation({
    mutationFn: (file: Blob) => postImport(file, false),
    onSuccess: (answer) => (answer.isAccepted ? refetch() : undefined),
  });
}

/** POST /api/employees/{userId}/invite: a one-time password, shown once. */
export function useInviteEmployeeMutation(userId: number) {
  const refetch = useRefetchEmployees();
  return useMutation({
    mutationFn: () => api.post<InvitedUser>(["/api/employees", userId, "invite"], undefined),
    onSuccess: refetch,
    meta: {
      successTitle: "One-time password ready",
      errorTitle: "Failed to invite",
      errorFallback: "An error occurred",
    },
  });
}

/** DELETE /api/users/{id}/clock-pin: the person sets a new kiosk PIN on Account (docs/api.md, Time clock). */
export function useClearClockPinMutation(userId: number) {
  return useMutation({
    mutationFn: () => api.delete(["/api/users", userId, "clock-pin"]),
    meta: {
      successTitle: "PIN cleared",
      successMessage: "They set a new one under Account.",
      errorTitle: "Failed to clear the PIN",
      errorFallback: "An error occurred",
    },
  });
}
