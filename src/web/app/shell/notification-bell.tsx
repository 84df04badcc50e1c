import { useInfiniteQuery } from "@tanstack/react-query";
import { BellIcon } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { PushPrompt } from "@/components/push-prompt";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { notificationsQueryOptions, useMarkReadMutation } from "@/lib/queries/notifications";
import { cn } from "@/lib/utils";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/**
 * The bell in the header: the unread count on the button, and the caller's notifications in a popover
 * (Radix: focus moves in, Escape closes and returns focus). Opening one marks it read and follows its link.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const query = useInfiniteQuery(notificationsQueryOptions());
  const markRead = useMarkReadMutation();
  const unread = query.data?.pages[0]?.unreadCount ?? 0;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title="Notifications" className="relative">
          <BellIcon aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-4 font-semibold text-destructive-foreground"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Notifications"
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-md border bg-popover p-0 text-popover-foreground shadow-md"
        >
          <div className="flex items-center justify-between border-b px-3 py-2">
            <h2 className="text-sm font-semibold">Notifications</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate("all")}
            >
              Mark all as read
            </Button>
          </div>
          <div className="max-h-[60vh] overflow-y-auto">
            {query.isPending ? (
              <div className="flex justify-center py-6">
                <Spinner label="Loading notifications" />
              </div>
            ) : query.isError ? (
              <p className="px-3 py-6 text-center text-sm text-muted-foreground">
                Notifications could not be loaded.
              </p>
            ) : items.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-muted-foreground">No notifications yet.</p>
            ) : (
              <ul aria-label="Notifications list">
                {items.map((n) => (
                  <li key={n.id} className="border-b last:border-b-0">
                    <Link
                      to={n.link ?? "#"}
                      onClick={() => {
                        if (!n.isRead) markRead.mutate(n.id);
                        setOpen(false);
                      }}
                      className={cn(
                        "block px-3 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                        !n.isRead && "font-medium",
                      )}
                    >
                      <span className="flex items-start gap-2">
                        {!n.isRead && (
                          <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
                        )}
                        <span>
                          {!n.isRead && <span className="sr-only">Unread: </span>}
                          {n.message}
                          <span className="block text-xs font-normal text-muted-foreground">
                            {when(n.createdAt)}
                          </span>
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {query.hasNextPage && (
              <div className="flex justify-center p-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  Show older
                </Button>
              </div>
            )}
          </div>
          <PushPrompt className="border-t px-3 py-2" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
