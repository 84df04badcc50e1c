import { ThemeSwitcher } from "@/components/theme-switcher";
import { Separator } from "@/components/ui/separator";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { PRODUCT_NAME } from "@/components/brand";
import { NotificationBell } from "./notification-bell";

export function AppHeader() {
  return (
    <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-4">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-2 h-4! md:hidden" />
      <span className="font-semibold md:hidden">{PRODUCT_NAME}</span>
      <div className="ml-auto flex items-center gap-2">
        <NotificationBell />
        <ThemeSwitcher />
      </div>
    </header>
  );
}
