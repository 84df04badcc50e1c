import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ConstraintProfile,
  ConstraintProfileCreate,
  ConstraintProfileUpdate,
} from "../../../domain/schemas/constraints";
import { api } from "@/lib/api";

export const constraintProfilesQueryOptions = () =>
  queryOptions({
    queryKey: ["constraints"],
    queryFn: () => api.get<ConstraintProfile[]>("/api/constraints"),
    meta: { errorTitle: "Failed to load profiles" },
  });

function useInvalidateProfiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: constraintProfilesQueryOptions().queryKey });
}

export function useCreateProfileMutation() {
  const invalidate = useInvalidateProfiles();
  return useMutation({
    mutationFn: (input: ConstraintProfileCreate) => api.post<ConstraintProfile>("/api/constraints", input),
    onSuccess: invalidate,
    meta: {
      successTitle: "Profile created",
      errorTitle: "Failed to create profile",
      errorFallback: "An error occurred",
    },
  });
}

export function useUpdateProfileMutation(id: number) {
  const invalidate = useInvalidateProfiles();
  return useMutation({
    mutationFn: (input: ConstraintProfileUpdate) =>
      api.patch<ConstraintProfile>(["/api/constraints", id], input),
    onSuccess: invalidate,
    meta: {
      successTitle: "Profile updated",
      errorTitle: "Failed to update profile",
      errorFallback: "An error occurred",
    },
  });
}

export function useDeleteProfileMutation(id: number) {
  const invalidate = useInvalidateProfiles();
  return useMutation({
    mutationFn: () => api.delete(["/api/constraints", id]),
    onSuccess: invalidate,
    meta: {
      successTitle: "Profile deleted",
      errorTitle: "Failed to delete profile",
      errorFallback: "An error occurred",
    },
  });
}
