import { Link, useLocation } from "react-router";
import { Brand } from "@/components/brand";
import { Separator } from "@/components/ui/separator";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from "@/components/ui/sidebar";
import { useSidebar } from "@/components/ui/sidebar-context";
import { useCurrentUser } from "@/lib/current-user";
import { isActivePath, visibleNavGroups } from "./nav-items";
import { SidebarUser } from "./sidebar-user";

export function AppSidebar() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const groups = visibleNavGroups(user);

  return (
    <Sidebar aria-label="Sidebar">
      <SidebarHeader className="h-14 justify-center border-b border-sidebar-border">
        {/* Named by what it shows ("Brigade Restaurant shift scheduling"), so a speech-input user can say
            what they see (WCAG 2.5.3); a link at the top of the sidebar going home needs no more. */}
        <Link to="/" className="rounded-md" onClick={() => setOpenMobile(false)}>
          <Brand />
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main navigation">
          {groups.map((group) => (
            <SidebarGroup key={group.label}>
              <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
              <SidebarMenu>
                {group.items.map((item) => {
                  const isActive = isActivePath(pathname, item.url);
                  return (
                    <SidebarMenuItem key={item.url}>
                      <SidebarMenuButton asChild isActive={isActive} tooltip={item.title}>
                        <Link
                          to={item.url}
                          aria-current={isActive ? "page" : undefined}
                          onClick={() => isMobile && setOpenMobile(false)}
                        >
                          <item.icon aria-hidden />
                          <span>{item.title}</span>
                        </Link>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  );
                })}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>
      <Separator className="bg-sidebar-border" />
      <SidebarFooter>
        <SidebarUser />
      </SidebarFooter>
    </Sidebar>
  );
}
