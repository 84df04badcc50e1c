import { displayName } from "../../../domain/display-name";
import { useState, type FormEvent } from "react";
import type { User } from "../../../domain/schemas/auth";
import { FormField } from "@/components/form-field";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { getUsernameInitials } from "@/lib/user-display";
import { useUpdateProfileMutation } from "./api";

/**
 * Profile Information (docs/product.md, Screens): filled from the current user, saved with PATCH
 * /api/users/{id}.
 */
export function ProfileForm({ user }: { user: User }) {
  const updateProfile = useUpdateProfileMutation(user.id);
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email ?? "");
  const [fullName, setFullName] = useState(user.fullName ?? "");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !email.trim()) {
      toast({
        variant: "destructive",
        title: "Validation error",
        description: "Username and email are required",
      });
      return;
    }
    updateProfile.mutate({ username: username.trim(), email: email.trim(), fullName: fullName.trim() });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="profile-heading">Profile Information</CardTitle>
        <CardDescription>Your name and how colleagues reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-labelledby="profile-heading" className="grid gap-4">
          <div className="flex items-center gap-4">
            <Avatar className="size-16">
              <AvatarFallback className="text-lg" aria-hidden>
                {getUsernameInitials({ username })}
              </AvatarFallback>
            </Avatar>
            <div className="min-w-0">
              <p className="truncate font-medium">{displayName(user)}</p>
              <p className="text-sm text-muted-foreground">{user.globalRole}</p>
            </div>
          </div>
          <FormField id="profile-username" label="Username">
            <Input
              id="profile-username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </FormField>
          <FormField id="profile-email" label="Email">
            <Input
              id="profile-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <FormField id="profile-full-name" label="Full Name">
            <Input
              id="profile-full-name"
              autoComplete="name"
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={updateProfile.isPending}>
              {updateProfile.isPending ? "Saving..." : "Save Profile"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
