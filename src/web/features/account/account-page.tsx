import { PageHeader } from "@/components/page-header";
import { useSignedInUser } from "@/lib/current-user";
import { ClockPinForm } from "./clock-pin-form";
import { NotificationSettingsCard } from "./notification-settings-card";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

export function AccountPage() {
  const user = useSignedInUser();
  return (
    <div className="grid gap-6">
      <PageHeader title="Account Settings" subtitle="Manage your profile, password and notifications" />
      <div className="grid max-w-5xl gap-6 lg:grid-cols-2">
        {/* Keyed by id so a different signed-in user never sees the previous one's values. */}
        <ProfileForm key={user.id} user={user} />
        <PasswordForm userId={user.id} />
        <ClockPinForm />
        <NotificationSettingsCard />
      </div>
    </div>
  );
}
