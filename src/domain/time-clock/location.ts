/**
 * Where a phone punch was made, against the store's place and radius (docs/product.md, Time clock). The
 * location is asked at the punch only; a store without a place flags nothing.
 */

export interface PlaceOfStore {
  latitude: number | null;
  longitude: number | null;
  clockRadiusM: number;
  requireLocation: boolean;
}

export interface PunchPlace {
  latitude: number;
  longitude: number;
  accuracyM?: number | null | undefined;
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine): plenty for a radius of tens of metres or more. */
export function distanceM(a: PunchPlace, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface LocationCheck {
  flags: ("OUTSIDE_RADIUS" | "NO_LOCATION")[];
  distanceM: number | null;
  /** The store refuses this punch (requireLocation): the message to show; null when it is allowed. */
  refusal: string | null;
}

/** What a phone punch's location (or its absence) means at this store. */
export function checkLocation(store: PlaceOfStore, place: PunchPlace | null | undefined): LocationCheck {
  if (store.latitude === null || store.longitude === null)
    return { flags: [], distanceM: null, refusal: null };
  if (!place) {
    return {
      flags: ["NO_LOCATION"],
      distanceM: null,
      refusal: store.requireLocation ? "This store needs your location to clock in" : null,
    };
  }
  const distance = Math.round(distanceM(place, { latitude: store.latitude, longitude: store.longitude }));
  // A fix is as good as its accuracy: a person inside the radius with a poor fix is not flagged.
  const isOutside = distance - Math.min(place.accuracyM ?? 0, store.clockRadiusM) > store.clockRadiusM;
  if (!isOutside) return { flags: [], distanceM: distance, refusal: null };
  return {
    flags: ["OUTSIDE_RADIUS"],
    distanceM: distance,
    refusal: store.requireLocation ? `You are ${distance} m from the store; clock in there` : null,
  };
}
