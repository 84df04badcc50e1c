// The 15-minute slots of a store's business day (a close at or before the open is the next day), for the
// load scripts' staffing-template writes: a need outside the store's hours is a 400 (docs/api.md).

const minuteOf = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `n` → the n-th slot of the business day, cycling: "09:00", "09:15", … for a 09:00-21:00 store. */
export function businessSlotCycle(openTime, closeTime) {
  const open = minuteOf(openTime);
  const close = minuteOf(closeTime) + (minuteOf(closeTime) <= open ? 1440 : 0);
  const slots = Math.max(1, Math.floor((close - open) / 15));
  return (n) => {
    const at = (open + (n % slots) * 15) % 1440;
    return `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;
  };
}
