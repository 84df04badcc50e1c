import { LogOutIcon } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar";
import { useLogoutMutation } from "@/features/auth/api";
import { useCurrentUser } from "@/lib/current-user";
import { getDisplayName, getDisplayRole, getInitials } from "@/lib/user-display";

/** Sidebar footer: initials avatar, name, role and Logout (docs/product.md, Screens). */
export function SidebarUser() {
  const user = useCurrentUser();
  const logout = useLogoutMutation();
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <div className="flex items-center gap-2 px-1 py-1.5 group-data-[collapsible=icon]:px-0">
          <Avatar className="size-8">
            <AvatarFallback aria-hidden>{getInitials(user)}</AvatarFallback>
          </Avatar>
          <div className="grid min-w-0 flex-1 text-sm leading-tight group-data-[collapsible=icon]:sr-only">
            <span className="truncate font-medium" data-testid="sidebar-user-name">
              {getDisplayName(user)}
            </span>
            <span className="truncate text-xs text-sidebar-foreground/85 hc:text-sidebar-foreground">
              {getDisplayRole(user)}
            </span>
          </div>
        </div>
      </SidebarMenuItem>
      <SidebarMenuItem>
        <SidebarMenuButton tooltip="Logout" disabled={logout.isPending} onClick={() => logout.mutate()}>
          <LogOutIcon aria-hidden />
          <span>Logout</span>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
