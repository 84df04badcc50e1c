import type { TicketStatus } from "../../domain/schemas/helpdesk";
import { addDays } from "../../domain/time";
import type { Db } from "./client";
import { helpdeskEvents, helpdeskTickets } from "./schema/helpdesk";
import { must } from "./seed-data";

/** A step of a sample ticket's timeline, `hours` after it was filed. */
type SampleEvent = { by: string; hours: number } & (
  { reply: string } | { status: TicketStatus; note?: string }
);

interface SampleTicket {
  by: string;
  title: string;
  body: string;
  /** Filed this many days before the seed's `today`, at `time` (UTC). */
  daysAgo: number;
  time: string;
  events: SampleEvent[];
}

/**
 * The demo organization's helpdesk: tickets filed by its staff, most answered by the manager, statuses
 * mixed. Data like any other (docs/product.md, Helpdesk): a new organization starts with none.
 */
const SAMPLE_TICKETS: SampleTicket[] = [
  {
    by: "noah.brown",
    title: "Reset password email never arrived",
    body: "I asked for a password reset twice this morning and nothing came, not even in spam.",
    daysAgo: 14,
    time: "07:55",
    events: [
      {
        by: "manager",
        hours: 2,
        reply:
          "Password resets go through your manager for now: I set a new one for you, ask me at the pass.",
      },
      { by: "noah.brown", hours: 3, reply: "Got it, I'm in. Thanks!" },
      { by: "manager", hours: 3.5, status: "RESOLVED" },
    ],
  },
  {
    by: "aaron.lee",
    title: "Labor report totals look doubled",
    body: "Last week's labor cost on the report is about twice what payroll shows.",
    daysAgo: 13,
    time: "10:20",
    events: [
      {
        by: "manager",
        hours: 1.5,
        reply: "Thanks Aaron, I see it too: the Harbor Grill week was counted twice.",
      },
      { by: "manager", hours: 1.6, status: "IN_PROGRESS" },
      { by: "aaron.lee", hours: 4, reply: "Payroll closes Friday, will it be fixed by then?" },
      { by: "manager", hours: 20, reply: "Fixed: the totals now match payroll." },
      { by: "manager", hours: 20.1, status: "RESOLVED", note: "Checked against payroll for both stores." },
      { by: "aaron.lee", hours: 22, reply: "Matches on my side too." },
    ],
  },
  {
    by: "emma.davis",
    title: "Availability not saving for Sunday",
    body: "When I mark Sunday as unavailable and save, it comes back as available.",
    daysAgo: 10,
    time: "19:12",
    events: [
      { by: "manager", hours: 3, reply: "Which browser are you using? I'll try the same on mine." },
      { by: "emma.davis", hours: 5, reply: "Safari on my phone." },
      { by: "manager", hours: 6, status: "IN_PROGRESS", note: "I can reproduce it on a phone." },
      {
        by: "manager",
        hours: 26,
        reply: "Until it's fixed, please tell me your Sunday hours and I'll enter them.",
      },
    ],
  },
  {
    by: "tom.rivera",
    title: "Add a Barback position at Harbor Grill",
    body: "Harbor Grill needs a barback on Friday and Saturday nights. Can we have the position?",
    daysAgo: 9,
    time: "11:30",
    events: [{ by: "manager", hours: 4, reply: "Good idea. I'll bring it up with the GM this week." }],
  },
  {
    by: "employee",
    title: "How do I mark the holidays I can't work?",
    body: "I'm away from Dec 24 to Dec 27. Where do I put that so I'm not scheduled?",
    daysAgo: 6,
    time: "12:10",
    events: [
      {
        by: "manager",
        hours: 2.5,
        reply: "Send a time-off request under Requests → New Request, and I'll approve it.",
      },
      { by: "employee", hours: 3, reply: "Done, thank you!" },
      { by: "manager", hours: 4, status: "RESOLVED" },
    ],
  },
  {
    by: "james.wilson",
    title: "Swap request stuck as pending",
    body: "I asked Liam to swap my Saturday close two days ago and it still says pending.",
    daysAgo: 3,
    time: "16:05",
    events: [
      { by: "manager", hours: 1, reply: "Swaps wait for a manager's approval. I'll look at it tonight." },
      { by: "manager", hours: 1.1, status: "IN_PROGRESS" },
      { by: "james.wilson", hours: 2, reply: "Thanks, Liam already said yes." },
    ],
  },
  {
    by: "chloe.nguyen",
    title: "Can't see next week's schedule on my phone",
    body: "The schedule page shows this week only. Is next week not published yet?",
    daysAgo: 1,
    time: "08:42",
    events: [],
  },
];

interface HelpdeskContext {
  tenantId: number;
  today: string;
  userId: Map<string, number>;
}

/** The demo organization's sample tickets and their timelines. */
export async function seedHelpdesk(tx: Db, { tenantId, today, userId }: HelpdeskContext): Promise<void> {
  const filed = SAMPLE_TICKETS.map((s) => {
    const createdAt = new Date(`${addDays(today, -s.daysAgo)}T${s.time}:00Z`);
    const at = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);
    const authorId = must(userId, s.by);
    const firstAnswer = s.events.find((ev) => "reply" in ev && ev.by !== s.by);
    const lastStatus = s.events.flatMap((ev) => ("status" in ev ? [ev.status] : [])).at(-1);
    const last = s.events.at(-1);
    return {
      sample: s,
      at,
      row: {
        tenantId,
        createdBy: authorId,
        title: s.title,
        body: s.body,
        status: lastStatus ?? "OPEN",
        createdAt,
        updatedAt: last ? at(last.hours) : createdAt,
        firstResponseAt: firstAnswer ? at(firstAnswer.hours) : null,
      },
    };
  });
  const rows = await tx
    .insert(helpdeskTickets)
    .values(filed.map((f) => f.row))
    .returning({ id: helpdeskTickets.id });
  const events = filed.flatMap(({ sample, at }, i) => {
    const ticketId = rows[i]?.id;
    if (ticketId === undefined) throw new Error("ticket insert returned too few rows");
    return sample.events.map((ev) => ({
      tenantId,
      ticketId,
      authorId: must(userId, ev.by),
      createdAt: at(ev.hours),
      ...("reply" in ev
        ? { kind: "REPLY", body: ev.reply, status: null }
        : { kind: "STATUS", body: ev.note ?? null, status: ev.status }),
    }));
  });
  await tx.insert(helpdeskEvents).values(events);
}
