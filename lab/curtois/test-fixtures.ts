// Hand-made tiny instances for the unit tests.

/** 14 days, shifts E and L (L may not be followed by E); A is constrained, B is free to stay home. */
export const TINY = `# tiny test instance
SECTION_HORIZON
14

SECTION_SHIFTS
E,480,
L,480,E

SECTION_STAFF
A,E=14|L=2,2400,960,3,2,2,1
B,E=14|L=14,4320,0,5,1,1,2

SECTION_DAYS_OFF
A,10

SECTION_SHIFT_ON_REQUESTS
A,0,E,2
A,2,L,3

SECTION_SHIFT_OFF_REQUESTS
A,4,E,5
B,0,E,1

SECTION_COVER
0,E,1,100,1
1,E,2,100,1
4,L,1,10,1
`;

/** 9 days, small enough to enumerate every line of the one employee (3^9) for the DP test. */
export const NINE_DAYS = `SECTION_HORIZON
9

SECTION_SHIFTS
E,480,
L,480,E

SECTION_STAFF
A,E=9|L=2,2880,960,3,2,2,1

SECTION_DAYS_OFF
A,7

SECTION_COVER
0,E,1,1,1
`;
