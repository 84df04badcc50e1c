/**
 * The order of a group run's stores (docs/decisions/074-group-run.md). Two stores that share a person must
 * not run at once, or both could place that person at the same hour; stores that share no one may. Each
 * store gets a round (a greedy colouring of the "shares people" graph, busiest stores first) and waits
 * only for the stores it shares people with in earlier rounds, so a group of 100 stores with a few shared
 * people runs in a handful of rounds, not 100 steps.
 */
export function orderStores(
  storeIds: readonly number[],
  staffOf: ReadonlyMap<number, readonly number[]>,
): { storeId: number; round: number; waitsFor: number[] }[] {
  const storesOf = new Map<number, number[]>();
  for (const storeId of storeIds)
    for (const userId of staffOf.get(storeId) ?? [])
      storesOf.set(userId, [...(storesOf.get(userId) ?? []), storeId]);
  const neighbours = new Map<number, Set<number>>(storeIds.map((id) => [id, new Set<number>()]));
  for (const shared of storesOf.values())
    for (const a of shared) for (const b of shared) if (a !== b) neighbours.get(a)?.add(b);

  const busiestFirst = [...storeIds].sort(
    (a, b) => (neighbours.get(b)?.size ?? 0) - (neighbours.get(a)?.size ?? 0) || a - b,
  );
  const roundOf = new Map<number, number>();
  for (const storeId of busiestFirst) {
    const taken = new Set([...(neighbours.get(storeId) ?? [])].map((n) => roundOf.get(n)));
    let round = 0;
    while (taken.has(round)) round += 1;
    roundOf.set(storeId, round);
  }
  return busiestFirst
    .map((storeId) => {
      const round = roundOf.get(storeId) ?? 0;
      const waitsFor = [...(neighbours.get(storeId) ?? [])]
        .filter((n) => (roundOf.get(n) ?? 0) < round)
        .sort((a, b) => a - b);
      return { storeId, round, waitsFor };
    })
    .sort((a, b) => a.round - b.round || a.storeId - b.storeId);
}
