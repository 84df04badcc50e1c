import { queryOptions } from "@tanstack/react-query";
import type { Employee } from "../../../domain/schemas/employees";
import { api } from "../api";

/**
 * GET /api/employees: the organization's roster, read by the Team, Availability and Requests screens,
 * which therefore share one cache entry. No error toast: Team and Availability show their own error
 * state, and Requests falls back to "User {id}" when the names are missing.
 */
export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: ["employees"],
    queryFn: () => api.get<Employee[]>("/api/employees"),
  });
