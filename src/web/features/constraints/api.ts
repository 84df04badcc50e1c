import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ConstraintProfile,
  ConstraintProfileCreate,
  ConstraintProfileUpdate,
} from "../../../domain/schemas/constraints";
import { api } from "@/lib/api";
import { constraintProfilesQueryOptions } from "@/lib/queries/constraint-profiles";
import { storesQueryOptions } from "@/lib/queries/stores";

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(["/api/constraints", id]),
    // The stores that used it fall back to the default rules (ON DELETE SET NULL): their rows change too.
    onSuccess: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: storesQueryOptions().queryKey })]),
    meta: {
      successTitle: "Profile deleted",
      errorTitle: "Failed to delete profile",
      errorFallback: "An error occurred",
    },
  });
}
