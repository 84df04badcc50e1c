import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Employee, EmployeeUpdate, employeeCreateSchema } from "../../../domain/schemas/employees";
import { api } from "@/lib/api";
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
