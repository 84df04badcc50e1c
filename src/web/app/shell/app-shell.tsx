import type { ReactNode } from "react";
import { OfflineMark } from "@/components/offline-mark";
import { SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AppHeader } from "./app-header";
import { AppSidebar } from "./app-sidebar";

/**
 * Sidebar + header around the signed-in screens (docs/product.md, Screens). Tooltips: 700 ms, skip 300 ms
 * (docs/product.md, Constants and limits).
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <SidebarProvider>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <AppSidebar />
        <SidebarInset>
          <AppHeader />
          <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
            <OfflineMark />
            {children}
          </main>
        </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
