/**
 * The helpdesk's fixed sample tickets (docs/product.md, Screens, Entities: a static sample ticket is id,
 * title, status, createdBy, createdAt, replies). Counts are computed from these rows, so real tickets can
 * replace this module without touching the layout.
 */

export const TICKET_STATUSES = ["open", "in_progress", "resolved"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export type SampleTicket = {
  id: number;
  title: string;
  status: TicketStatus;
  createdBy: string;
  /** ISO date-time. */
  createdAt: string;
  replies: number;
};

export type SampleActivity = { id: number; text: string; when: string };

/** docs/product.md, Constants and limits: the sample average response time. */
export const SAMPLE_AVG_RESPONSE_TIME = "2.5h";

export const SAMPLE_TICKETS: SampleTicket[] = [
  {
    id: 101,
    title: "Can't see next week's schedule on my phone",
    status: "open",
    createdBy: "Chloe Nguyen",
    createdAt: "2026-11-19T08:42:00",
    replies: 0,
  },
  {
    id: 102,
    title: "Swap request stuck as pending",
    status: "in_progress",
    createdBy: "James Wilson",
    createdAt: "2026-11-18T16:05:00",
    replies: 2,
  },
  {
    id: 103,
    title: "Add a Barback position at Harbor Grill",
    status: "open",
    createdBy: "Maria Garcia",
    createdAt: "2026-11-18T11:30:00",
    replies: 1,
  },
  {
    id: 104,
    title: "Availability not saving for Sunday",
    status: "in_progress",
    createdBy: "Emma Davis",
    createdAt: "2026-11-17T19:12:00",
    replies: 3,
  },
  {
    id: 105,
    title: "Labor report totals look doubled",
    status: "resolved",
    createdBy: "Aaron Lee",
    createdAt: "2026-11-15T10:20:00",
    replies: 4,
  },
  {
    id: 106,
    title: "Reset password email never arrived",
    status: "resolved",
    createdBy: "Noah Brown",
    createdAt: "2026-11-14T07:55:00",
    replies: 2,
  },
];

export const SAMPLE_ACTIVITY: SampleActivity[] = [
  { id: 1, text: "Support replied to “Availability not saving for Sunday”", when: "1 hour ago" },
  { id: 2, text: "Chloe Nguyen opened “Can't see next week's schedule on my phone”", when: "3 hours ago" },
  { id: 3, text: "Support started work on “Swap request stuck as pending”", when: "Yesterday" },
  { id: 4, text: "“Labor report totals look doubled” was resolved", when: "2 days ago" },
];
