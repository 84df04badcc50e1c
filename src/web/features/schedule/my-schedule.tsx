import { CalendarDialog } from "@/components/calendar-dialog";
import { MyShiftsCard } from "@/components/my-shifts-card";
import { OpenShiftsCard } from "@/components/open-shifts-card";
import { TimeClockCard } from "@/components/time-clock-card";
import { PushPrompt } from "@/components/push-prompt";

/**
 * The Schedule screen's part for those who cannot edit schedules (docs/api.md, The employee side): the
 * time clock, my shifts, open shifts to claim, the calendar address and notifications on this device,
 * above the store's published week.
 */
export function MySchedule() {
  return (
    <section aria-label="My schedule" className="grid gap-4 lg:grid-cols-2">
      <div className="grid content-start gap-4">
        <TimeClockCard />
        <MyShiftsCard />
      </div>
      <div className="grid content-start gap-4">
        <OpenShiftsCard />
        <div className="grid gap-4">
          <div>
            <CalendarDialog />
          </div>
          <PushPrompt />
        </div>
      </div>
    </section>
  );
}
